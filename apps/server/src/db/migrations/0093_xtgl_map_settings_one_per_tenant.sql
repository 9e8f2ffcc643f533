-- 地图设置 (xtgl mapSettings) is a settings resource: at most one record per tenant (decision 0113).
CREATE UNIQUE INDEX IF NOT EXISTS xtgl_map_settings_one_per_tenant ON xtgl_map_settings (tenant_id);
