/** Fields many resources declare the same way (remarks, creation time, a document's number, quantity and state). */
import { field } from './fields';

export const commonFields = {
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  quantity: () => field.number('quantity', '数量', { rules: { required: true, min: 0.01, max: 1_000_000, precision: 2 } }),
  docCode: (label: string) => field.text('code', label, { readonly: true, filter: 'like', rules: { maxLength: 30 } }),
  /** A document's state in the system's own enum, starting as a draft. */
  docState: (enumCode: string) => field.enum('state', '单据状态', enumCode, { readonly: true, filter: 'eq', defaultValue: 'draft' }),
};
