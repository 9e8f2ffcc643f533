-- A notice may belong to one system (项目合同's expiring contracts): only users who hold that
-- system see it and count it as unread. Notices without a system stay visible to everyone.
ALTER TABLE notices ADD COLUMN IF NOT EXISTS system_code text;
