-- rykq: one planned shift and one attendance record per person and day. The roster's save and
-- the attendance computation upsert on these keys (ON CONFLICT), so a second row is impossible.
SET LOCAL lock_timeout = '10s';
CREATE UNIQUE INDEX IF NOT EXISTS rykq_schedule_person_day ON rykq_schedule (tenant_id, staff_id, day);
CREATE UNIQUE INDEX IF NOT EXISTS rykq_attendance_record_person_day ON rykq_attendance_record (tenant_id, staff_id, day);
