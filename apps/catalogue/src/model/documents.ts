/**
 * Documents with line items: a header resource whose detail lines (another resource of the same
 * system) are edited in the header's form and saved with it in one transaction; a state field
 * going draft → submitted → cancelled; and, where stock moves, postings to the append-only stock
 * ledger (apps/server/src/db/migrations/0031_stock_ledger.sql) on submit, reversed on cancel.
 * Another system reuses all of it by declaring these on its own resources.
 */

export interface LineTotal {
  /** The line field summed (amount, quantity). */
  field: string;
  /** The header field that holds the sum (readonly there; the server writes it). */
  into: string;
}

export interface LinesSpec {
  /** The line resource (same system). Its `parentField` lookup to the header cascades on delete. */
  resource: string;
  parentField: string;
  /** Integer field of the line holding its position (1, 2, …): the editor's order is kept. */
  orderField: string;
  totals?: readonly LineTotal[];
  /** Call under the header's base answering one document's lines (getDetailList). */
  call: string;
  /** At least one line (a document without lines is refused), at most `max` (default 200). */
  max?: number;
  /** No lines is fine too (an evaluation without deductions). */
  allowEmpty?: boolean;
}

export interface StockPosting {
  /** The ledger book: one per kind of stock item (kcgl.material); balances never mix books. */
  book: string;
  /**
   * in: submit adds the quantities; out: submit takes them (refused beyond the balance);
   * adjust (a stock check): submit posts counted − book so the book equals the count.
   */
  direction: 'in' | 'out' | 'adjust';
  /** Header fields. */
  storehouseField: string;
  /** Line fields. */
  itemField: string;
  quantityField: string;
  /** Optional line field: a storage location inside the storehouse. */
  locationField?: string;
  /** adjust: the line field that receives the book balance (on save and again on submit). */
  bookField?: string;
  /** adjust: the line field of the difference posted (counted − book). */
  differenceField?: string;
}

/**
 * The state machine of a document. Submit and cancel are calls under the header's base; they
 * show as row actions (the resource's `actions` with the same keys).
 */
export interface DocumentSpec {
  stateField: string;
  draft: string;
  submitted: string;
  cancelled: string;
  submitCall: string;
  cancelCall: string;
  /** Header field holding the document date (the ledger's business date). */
  dateField: string;
  /** The number the server gives a new document: `<prefix><yyyyMMdd>-<nnn>` in `field`. */
  number?: { field: string; prefix: string };
  stock?: StockPosting;
}

/** Ledger key of a storage slot: book, storehouse, location (0 = none), item. */
export interface StockKey {
  book: string;
  storehouseId: number;
  locationId: number;
  itemId: number;
}
