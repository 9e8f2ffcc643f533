-- 作业人员's contract state (decision 0281): 未生效 before its start, 已到期 after its end, 即将到期
-- within its own reminder days of the end, else 有效; the days left until the end. Computed on every
-- write (the trigger below) and again as the calendar moves on (the system's refresh calls the
-- same function with Beijing's date), so no call can set them and no day leaves them stale.
CREATE OR REPLACE FUNCTION zyry_contract_state(start_date date, end_date date, remind_days integer, today date) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN end_date IS NULL OR start_date IS NULL THEN NULL
              WHEN today < start_date THEN 'notStarted'
              WHEN today > end_date THEN 'expired'
              WHEN end_date - today <= coalesce(remind_days, 30) THEN 'expiring'
              ELSE 'valid' END
$$;

CREATE OR REPLACE FUNCTION zyry_contract_state_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- Beijing's date whatever the server's time zone (the positions and alarms keep Beijing wall time).
  today date := (now() AT TIME ZONE 'UTC' + INTERVAL '8 hours')::date;
BEGIN
  NEW.expiry_state := zyry_contract_state(NEW.start_date, NEW.end_date, NEW.remind_days, today);
  NEW.days_left := NEW.end_date - today;
  RETURN NEW;
END $$;

CREATE TRIGGER zyry_contract_state BEFORE INSERT OR UPDATE OF start_date, end_date, remind_days ON zyry_contract
  FOR EACH ROW EXECUTE FUNCTION zyry_contract_state_row();
