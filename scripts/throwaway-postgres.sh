#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 server from the installed binaries, as the postgres user (initdb and postgres
# refuse root), on a free port. Prints the URL on stdout; `throwaway-postgres.sh stop DIR` stops and removes it.
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

if [ "${1:-}" = "stop" ]; then
  dir=$2
  [ -d "$dir" ] || exit 0
  if [ "$(id -u)" = 0 ]; then runas=(runuser -u postgres --); else runas=(); fi
  "${runas[@]}" "$BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi

dir=$(mktemp -d /tmp/throwaway-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  runas=(runuser -u postgres --)
else
  runas=()
fi
"${runas[@]}" "$BIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
"${runas[@]}" "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "$dir" >&2
echo "postgres://postgres@127.0.0.1:$port/postgres"
