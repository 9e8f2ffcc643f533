-- clgl_computed: figures of 车辆管理 the server computes, kept by triggers so no write path
-- (form, import, seed) can leave them stale (docs/decisions/0120-clgl-computed-figures.md).
SET LOCAL lock_timeout = '10s';

-- Depreciation (年限平均法): yearly and monthly amounts from price, residual value and years.
CREATE OR REPLACE FUNCTION clgl_depreciation_amounts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS NULL OR NEW.residual_value IS NULL OR coalesce(NEW.years, 0) <= 0 THEN
    NEW.yearly_amount := NULL; NEW.monthly_amount := NULL;
  ELSE
    NEW.yearly_amount := round(((NEW.price - NEW.residual_value) / NEW.years)::numeric, 2);
    NEW.monthly_amount := round(((NEW.price - NEW.residual_value) / (NEW.years * 12))::numeric, 2);
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS clgl_depreciation_amounts ON clgl_depreciation;
CREATE TRIGGER clgl_depreciation_amounts BEFORE INSERT OR UPDATE ON clgl_depreciation FOR EACH ROW EXECUTE FUNCTION clgl_depreciation_amounts();

-- Its schedule: one row per year; the last year takes the rounding so the accumulated
-- depreciation ends exactly at price − residual value.
CREATE OR REPLACE FUNCTION clgl_depreciation_schedule() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM clgl_depreciation_schedule WHERE tenant_id = OLD.tenant_id AND depreciation_id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN NULL; END IF;
  IF NEW.yearly_amount IS NULL OR NEW.start_date IS NULL THEN RETURN NULL; END IF;
  INSERT INTO clgl_depreciation_schedule (tenant_id, depreciation_id, car_id, year_no, period_start, period_end, opening_value, amount, accumulated, closing_value)
  SELECT NEW.tenant_id, NEW.id, NEW.car_id, y,
         (NEW.start_date + make_interval(years => y - 1))::date, (NEW.start_date + make_interval(years => y) - interval '1 day')::date,
         NEW.price - acc_before, acc - acc_before, acc, NEW.price - acc
  FROM generate_series(1, NEW.years) y,
       LATERAL (SELECT CASE WHEN y = NEW.years THEN NEW.price - NEW.residual_value ELSE NEW.yearly_amount * y END AS acc,
                       NEW.yearly_amount * (y - 1) AS acc_before) a;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS clgl_depreciation_schedule ON clgl_depreciation;
CREATE TRIGGER clgl_depreciation_schedule AFTER INSERT OR UPDATE OR DELETE ON clgl_depreciation FOR EACH ROW EXECUTE FUNCTION clgl_depreciation_schedule();

-- Oil card balance = recharges − refuels paid with the card, recomputed on every write of the card…
CREATE OR REPLACE FUNCTION clgl_oil_card_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.total_recharge := coalesce((SELECT round(sum(amount)::numeric, 2) FROM clgl_oil_card_recharge WHERE tenant_id = NEW.tenant_id AND oil_card_id = NEW.id), 0);
  NEW.total_refuel := coalesce((SELECT round(sum(amount)::numeric, 2) FROM clgl_refuel_record WHERE tenant_id = NEW.tenant_id AND oil_card_id = NEW.id AND pay_method = 'oilCard'), 0);
  NEW.balance := NEW.total_recharge - NEW.total_refuel;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS clgl_oil_card_totals ON clgl_oil_card;
CREATE TRIGGER clgl_oil_card_totals BEFORE INSERT OR UPDATE ON clgl_oil_card FOR EACH ROW EXECUTE FUNCTION clgl_oil_card_totals();

-- …and once per statement writing recharges or refuels, for the cards they name (old and new):
-- a bulk import or seed recomputes each card once, not once per row.
CREATE OR REPLACE FUNCTION clgl_oil_card_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE clgl_oil_card c SET balance = balance WHERE (c.tenant_id, c.id) IN (SELECT DISTINCT tenant_id, oil_card_id FROM old_rows WHERE oil_card_id IS NOT NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE clgl_oil_card c SET balance = balance WHERE (c.tenant_id, c.id) IN (SELECT DISTINCT tenant_id, oil_card_id FROM new_rows WHERE oil_card_id IS NOT NULL);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS clgl_oil_card_touch_insert ON clgl_oil_card_recharge;
CREATE TRIGGER clgl_oil_card_touch_insert AFTER INSERT ON clgl_oil_card_recharge REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clgl_oil_card_touch();
DROP TRIGGER IF EXISTS clgl_oil_card_touch_update ON clgl_oil_card_recharge;
CREATE TRIGGER clgl_oil_card_touch_update AFTER UPDATE ON clgl_oil_card_recharge REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clgl_oil_card_touch();
DROP TRIGGER IF EXISTS clgl_oil_card_touch_delete ON clgl_oil_card_recharge;
CREATE TRIGGER clgl_oil_card_touch_delete AFTER DELETE ON clgl_oil_card_recharge REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clgl_oil_card_touch();
DROP TRIGGER IF EXISTS clgl_oil_card_touch_insert ON clgl_refuel_record;
CREATE TRIGGER clgl_oil_card_touch_insert AFTER INSERT ON clgl_refuel_record REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clgl_oil_card_touch();
DROP TRIGGER IF EXISTS clgl_oil_card_touch_update ON clgl_refuel_record;
CREATE TRIGGER clgl_oil_card_touch_update AFTER UPDATE ON clgl_refuel_record REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clgl_oil_card_touch();
DROP TRIGGER IF EXISTS clgl_oil_card_touch_delete ON clgl_refuel_record;
CREATE TRIGGER clgl_oil_card_touch_delete AFTER DELETE ON clgl_refuel_record REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clgl_oil_card_touch();

-- States the server sets (read-only in forms) start from their first value on a new record.
ALTER TABLE clgl_oil_card ALTER COLUMN status SET DEFAULT 'inactive';
ALTER TABLE clgl_annual_inspection ALTER COLUMN remind_status SET DEFAULT 'pending';
ALTER TABLE clgl_insurance ALTER COLUMN remind_status SET DEFAULT 'pending';
ALTER TABLE clgl_upkeep_plan ALTER COLUMN remind_status SET DEFAULT 'pending';
