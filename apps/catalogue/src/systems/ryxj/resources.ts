/** ryxj resources delivered so far. */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';

/** 巡检考评: pageList / addOrUpdate / delete / loadInfo, payload as `parameters` plus userId. */
export const evaluation: ResourceDefinition = {
  key: 'evaluation', name: '考评记录', system: 'ryxj',
  endpoints: { base: '/envcloud/hw/ryxj/api/v1/evalInfo', shape: 'addOrUpdate', pack: 'parametersWithUserId', entity: 'form' },
  sort: { field: 'evalDate', dir: 'desc' }, labelField: 'title', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('title', '考评事项', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.date('evalDate', '考评日期', { rules: { required: true }, filter: 'range' }),
    field.integer('score', '得分', { rules: { required: true, min: 0, max: 100 } }),
    field.boolean('confirmed', '已确认', { readonly: true, show: ['column', 'detail'] }),
  ],
  actions: [{ key: 'confirm', label: '确认', call: 'confirm', kind: 'set', set: { confirmed: true }, confirm: '确认该考评结果吗？', scope: 'row' }],
};
