#!/usr/bin/env bash
# Installs (as root) and starts Debian's PostgreSQL on 127.0.0.1:5432 and exports
# TEST_DATABASE_URL, so the server tests run on PostgreSQL as well as on PGlite.
if [ "$(id -u)" != "0" ]; then
  echo "ci-postgres: 非 root，跳过 PostgreSQL（服务端测试仅在 PGlite 上运行）"
  return 0 2>/dev/null || exit 0
fi
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PG_VERSION=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$PG_VERSION main"; then
  pg_createcluster "$PG_VERSION" main >/dev/null
fi
pg_ctlcluster "$PG_VERSION" main start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null
export TEST_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:5432/postgres"
echo "ci-postgres: PostgreSQL $PG_VERSION 已在 127.0.0.1:5432 启动"
