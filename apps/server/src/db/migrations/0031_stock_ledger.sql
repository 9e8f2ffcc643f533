-- The stock ledger of documents with line items (issue 13, catalogue model/documents.ts): one
-- row per posted line, append-only (the application role may add and read entries, never change
-- or remove them); a cancelled document adds reversing rows. `book` keeps kinds of stock apart
-- (kcgl.material; another system's accessories use their own book).
CREATE TABLE stock_ledger (
  tenant_id text NOT NULL,
  id bigserial NOT NULL,
  book text NOT NULL,
  storehouse_id integer NOT NULL,
  -- 0: no storage location.
  location_id integer NOT NULL DEFAULT 0,
  item_id integer NOT NULL,
  -- Signed: in > 0, out < 0.
  quantity numeric(16, 2) NOT NULL,
  biz_date date NOT NULL,
  -- in, out, adjust (stock check) or reverse (a cancel).
  kind text NOT NULL,
  -- The document (`<system>.<resource>` and id) and its line.
  doc_resource text NOT NULL,
  doc_id integer NOT NULL,
  line_id integer,
  doc_code text NOT NULL DEFAULT '',
  at timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX stock_ledger_item ON stock_ledger (tenant_id, book, item_id, storehouse_id, location_id) INCLUDE (quantity);
CREATE INDEX stock_ledger_doc ON stock_ledger (tenant_id, doc_resource, doc_id);
CREATE INDEX stock_ledger_date ON stock_ledger (tenant_id, book, biz_date, id);

GRANT SELECT, INSERT ON stock_ledger TO sanitation_app;
GRANT USAGE ON SEQUENCE stock_ledger_id_seq TO sanitation_app;
ALTER TABLE stock_ledger ENABLE ROW LEVEL SECURITY;
ALTER TABLE stock_ledger FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_read ON stock_ledger FOR SELECT TO sanitation_app
  USING (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY tenant_append ON stock_ledger FOR INSERT TO sanitation_app
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));

-- The running balance per slot (book, storehouse, location, item), maintained by the trigger
-- below in the transaction of each ledger insert, so it always equals the ledger's sum; the
-- application only reads it. A negative balance is refused (the server says why first).
CREATE TABLE stock_balance (
  tenant_id text NOT NULL,
  book text NOT NULL,
  item_id integer NOT NULL,
  storehouse_id integer NOT NULL,
  location_id integer NOT NULL DEFAULT 0,
  quantity numeric(16, 2) NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  PRIMARY KEY (tenant_id, book, item_id, storehouse_id, location_id)
);
GRANT SELECT ON stock_balance TO sanitation_app;
-- Not FORCEd: the owner (the trigger below) writes every tenant's balances; the app role reads its own.
ALTER TABLE stock_balance ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_read ON stock_balance FOR SELECT TO sanitation_app
  USING (tenant_id = current_setting('app.tenant_id', true));

-- Runs as the owner (the app may not write balances itself); the row it reads passed the
-- ledger's insert policy, so it is the caller's tenant.
CREATE FUNCTION stock_ledger_post() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  -- UPDATE first: a CHECK is tested on the proposed row of INSERT … ON CONFLICT before the
  -- conflict, so an upsert of a negative change would fail even where the balance covers it.
  UPDATE stock_balance SET quantity = quantity + NEW.quantity
   WHERE tenant_id = NEW.tenant_id AND book = NEW.book AND item_id = NEW.item_id AND storehouse_id = NEW.storehouse_id AND location_id = NEW.location_id;
  IF NOT FOUND THEN
    INSERT INTO stock_balance AS b (tenant_id, book, item_id, storehouse_id, location_id, quantity)
    VALUES (NEW.tenant_id, NEW.book, NEW.item_id, NEW.storehouse_id, NEW.location_id, NEW.quantity)
    ON CONFLICT (tenant_id, book, item_id, storehouse_id, location_id) DO UPDATE SET quantity = b.quantity + EXCLUDED.quantity;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER stock_ledger_post AFTER INSERT ON stock_ledger FOR EACH ROW EXECUTE FUNCTION stock_ledger_post();
