import { describe, expect, it } from 'vitest';
import { stockDocument } from './stock-documents';

describe('stockDocument', () => {
  const stock = { book: 'demo.items', direction: 'out', storehouseField: 'houseId', itemField: 'itemId', quantityField: 'quantity' } as const;
  const doc = stockDocument({ prefix: 'CK', dateField: 'outDate', stock, submitConfirm: '确定入账吗？' });

  it('declares the draft → submitted → cancelled machine with the numbering and the posting', () => {
    expect(doc.document).toMatchObject({ stateField: 'state', draft: 'draft', submitted: 'submitted', cancelled: 'cancelled', submitCall: 'submit', cancelCall: 'cancel', dateField: 'outDate', number: { field: 'code', prefix: 'CK' }, stock });
  });

  it('locks posted and cancelled documents and offers 入账 / 作废 on rows', () => {
    expect(doc.lockedWhen).toMatchObject({ field: 'state', value: 'submitted', values: ['cancelled'] });
    expect(doc.actions!.map((a) => [a.key, a.label, a.call, a.set, a.scope])).toEqual([
      ['submit', '入账', 'submit', { state: 'submitted' }, 'row'],
      ['cancel', '作废', 'cancel', { state: 'cancelled' }, 'row'],
    ]);
    expect(doc.actions![0]!.confirm).toBe('确定入账吗？');
    expect(stockDocument({ prefix: 'X', dateField: 'd', stock, submitConfirm: 's', cancelConfirm: '作废？' }).actions![1]!.confirm).toBe('作废？');
  });
});
