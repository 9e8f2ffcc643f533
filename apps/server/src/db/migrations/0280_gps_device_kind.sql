-- GPS devices of more than one kind (decision 0280): a vehicle terminal ('vehicle', every row
-- so far) or a positioning device a person wears ('wearable': 定位胸牌, 智能手表). The three
-- tables stay shared; every reader names its kind. `vehicle_id` holds the tracked subject's id:
-- a platform vehicle for 'vehicle', a platform staff member for 'wearable' (ids of the two may
-- be equal, hence the kind in the keys). A constant default adds the column without rewriting.
ALTER TABLE gps_position ADD COLUMN device_kind text NOT NULL DEFAULT 'vehicle';
-- Battery of a worn device in percent (vehicle terminals run on the vehicle: NULL).
-- Status bits of a wearable: 1 worn and on, 2 walking, 64 SOS pressed, 128 low battery.
ALTER TABLE gps_position ADD COLUMN battery real;
DROP INDEX gps_position_track;
CREATE INDEX gps_position_track ON gps_position (tenant_id, device_kind, vehicle_id, at);

ALTER TABLE gps_last_position ADD COLUMN device_kind text NOT NULL DEFAULT 'vehicle';
ALTER TABLE gps_last_position ADD COLUMN battery real;
ALTER TABLE gps_last_position DROP CONSTRAINT gps_last_position_pkey;
ALTER TABLE gps_last_position ADD PRIMARY KEY (tenant_id, device_kind, vehicle_id);

-- Wearables raise SOS, low battery and offline alarms; operators acknowledge them as vehicles'.
ALTER TABLE gps_alarm ADD COLUMN device_kind text NOT NULL DEFAULT 'vehicle';
DROP INDEX gps_alarm_vehicle;
CREATE INDEX gps_alarm_vehicle ON gps_alarm (tenant_id, device_kind, vehicle_id, at);
DROP INDEX gps_alarm_time;
CREATE INDEX gps_alarm_time ON gps_alarm (tenant_id, device_kind, at DESC);
