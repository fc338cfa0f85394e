#!/usr/bin/env bash
# Runs the API test suite against a throwaway PostgreSQL server on loopback, then removes it.
# Usage: api/scripts/with-postgres.sh [vitest arguments...]
# Needs Debian's postgresql (initdb/pg_ctl under /usr/lib/postgresql/<version>/bin). As root, the
# server runs as the postgres user, since PostgreSQL refuses to run as root.
set -euo pipefail

api_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pg_bin="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [[ ! -x "$pg_bin/initdb" ]]; then
  echo "PostgreSQL binaries not found (set PG_BIN or install Debian's postgresql)" >&2
  exit 1
fi

work_dir="$(mktemp -d /tmp/vg-pg-XXXXXX)"
port="${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

as_owner() {
  if [[ "$(id -u)" == "0" ]]; then su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; else "$@"; fi
}

if [[ "$(id -u)" == "0" ]]; then chown postgres "$work_dir"; fi

stop() {
  as_owner "$pg_bin/pg_ctl" -D "$work_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work_dir"
}
trap stop EXIT

as_owner "$pg_bin/initdb" -D "$work_dir/data" -U postgres --auth=trust --no-sync >/dev/null
as_owner "$pg_bin/pg_ctl" -D "$work_dir/data" -l "$work_dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

cd "$api_dir"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run "$@"
