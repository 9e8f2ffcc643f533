-- Settings resources hold one record per tenant (docs/decisions/0113): the save call takes an
-- advisory lock before it creates the record; this index makes a second record impossible anyway.
CREATE UNIQUE INDEX IF NOT EXISTS wtsb_field_config_one_per_tenant ON wtsb_field_config (tenant_id);
