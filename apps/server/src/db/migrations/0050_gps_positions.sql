-- GPS data (issue 14): every position a vehicle terminal reports, partitioned by month so a
-- 90-day window and its pruning touch few partitions, indexed for "one device, one period"
-- (the track query). Positions are facts: the application role adds and reads them only.
-- Same tenant isolation as every other table (0002); policies sit on the partitioned parent,
-- which is the only way the application reaches the rows.
CREATE TABLE gps_position (
  tenant_id text NOT NULL,
  vehicle_id integer NOT NULL,
  device_no text NOT NULL,
  at timestamp(0) NOT NULL,
  lon double precision NOT NULL,
  lat double precision NOT NULL,
  -- km/h, degrees from north, odometer km, fuel and water tank levels in litres.
  speed real NOT NULL,
  heading smallint NOT NULL,
  mileage double precision NOT NULL,
  fuel real,
  water real,
  -- Status bits: 1 ignition on, 2 moving, 4 speeding, 8 refuelling, 16 fuel drop, 32 adding water.
  status integer NOT NULL DEFAULT 0
) PARTITION BY RANGE (at);
-- Older history and far-future clocks land in the default partition; months get their own.
CREATE TABLE gps_position_default PARTITION OF gps_position DEFAULT;
DO $$
DECLARE m date;
BEGIN
  FOR m IN SELECT generate_series(DATE '2026-07-01', DATE '2027-12-01', INTERVAL '1 month')::date LOOP
    EXECUTE format('CREATE TABLE gps_position_%s PARTITION OF gps_position FOR VALUES FROM (%L) TO (%L)',
                   to_char(m, 'YYYYMM'), m, (m + INTERVAL '1 month')::date);
  END LOOP;
END $$;
CREATE INDEX gps_position_track ON gps_position (tenant_id, vehicle_id, at);

-- The newest report of every vehicle (live map, online tree): one row per vehicle, updated.
CREATE TABLE gps_last_position (
  tenant_id text NOT NULL,
  vehicle_id integer NOT NULL,
  device_no text NOT NULL,
  at timestamp(0) NOT NULL,
  lon double precision NOT NULL,
  lat double precision NOT NULL,
  speed real NOT NULL,
  heading smallint NOT NULL,
  mileage double precision NOT NULL,
  fuel real,
  water real,
  status integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, vehicle_id)
);

-- Alarms raised from the positions (speeding, offline, fuel drop): operators acknowledge them.
CREATE TABLE gps_alarm (
  tenant_id text NOT NULL,
  id bigserial NOT NULL,
  vehicle_id integer NOT NULL,
  kind text NOT NULL,
  at timestamp(0) NOT NULL,
  end_at timestamp(0),
  lon double precision NOT NULL,
  lat double precision NOT NULL,
  -- The measured value (km/h, minutes offline, litres lost).
  value real NOT NULL DEFAULT 0,
  ack_user text,
  ack_at timestamp(0),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX gps_alarm_time ON gps_alarm (tenant_id, at DESC);
CREATE INDEX gps_alarm_vehicle ON gps_alarm (tenant_id, vehicle_id, at);

GRANT SELECT, INSERT ON gps_position TO sanitation_app;
GRANT SELECT, INSERT, UPDATE ON gps_last_position TO sanitation_app;
GRANT SELECT, INSERT, UPDATE ON gps_alarm TO sanitation_app;
GRANT USAGE ON SEQUENCE gps_alarm_id_seq TO sanitation_app;

ALTER TABLE gps_position ENABLE ROW LEVEL SECURITY;
ALTER TABLE gps_position FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON gps_position TO sanitation_app
  USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
ALTER TABLE gps_last_position ENABLE ROW LEVEL SECURITY;
ALTER TABLE gps_last_position FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON gps_last_position TO sanitation_app
  USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
ALTER TABLE gps_alarm ENABLE ROW LEVEL SECURITY;
ALTER TABLE gps_alarm FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON gps_alarm TO sanitation_app
  USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
