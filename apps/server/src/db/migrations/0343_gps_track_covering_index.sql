-- The track call (one device's period, gps/query.ts) reads every column it returns from the
-- track index (an index-only scan once autovacuum has marked the pages visible): one device's day
-- then lies in a few dozen index pages instead of ~1,440 heap pages scattered among every other
-- device's reports of the same minutes. Same key as before; the index grows by the included columns.
DROP INDEX gps_position_track;
CREATE INDEX gps_position_track ON gps_position (tenant_id, device_kind, vehicle_id, at)
  INCLUDE (lon, lat, speed, heading, mileage, fuel, water, status, battery);
