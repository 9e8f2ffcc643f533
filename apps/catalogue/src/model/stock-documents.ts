/**
 * The usual declaration of a stock-moving document (model/documents.ts) in one call: draft →
 * 已入账 (submit posts the lines to the ledger book) → 已作废 (cancel appends reversals), locked
 * once posted, numbered `<prefix>yyyyMMdd-nnn`. A system spreads the result into its resource.
 */
import type { DocumentSpec, StockPosting } from './documents';
import type { ResourceDefinition, StateAction } from './resource';

export interface StockDocumentOptions {
  prefix: string;
  /** Header field of the document date; the number goes to `code`. */
  dateField: string;
  stock: StockPosting;
  /** The 入账 confirmation (what posting does to the stock). */
  submitConfirm: string;
  /** The 作废 confirmation; a generic one when absent. */
  cancelConfirm?: string;
}

const CANCEL = '作废后写入冲销记录，库存恢复到入账前，单据保留备查。确定作废吗？';

export function stockDocument(o: StockDocumentOptions): Pick<ResourceDefinition, 'lockedWhen' | 'document' | 'actions'> {
  const document: DocumentSpec = {
    stateField: 'state', draft: 'draft', submitted: 'submitted', cancelled: 'cancelled', submitCall: 'submit', cancelCall: 'cancel',
    dateField: o.dateField, number: { field: 'code', prefix: o.prefix }, stock: o.stock,
  };
  const actions: StateAction[] = [
    { key: 'submit', label: '入账', call: 'submit', kind: 'set', set: { state: 'submitted' }, confirm: o.submitConfirm, scope: 'row' },
    { key: 'cancel', label: '作废', call: 'cancel', kind: 'set', set: { state: 'cancelled' }, confirm: o.cancelConfirm ?? CANCEL, scope: 'row' },
  ];
  return { lockedWhen: { field: 'state', value: 'submitted', values: ['cancelled'], message: '已入账或已作废的单据不能修改或删除' }, document, actions };
}
