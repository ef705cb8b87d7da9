#!/usr/bin/env bash
# A throwaway PostgreSQL 15 server from the installed binaries, run as the postgres user (initdb and postgres
# refuse root), on a free port.
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

# Usage: throwaway-postgres.sh            start a new server (URL on stdout, its folder on stderr)
#        throwaway-postgres.sh stop DIR   stop it and remove its folder
#        throwaway-postgres.sh pause DIR  stop it, keeping its data (fault tests)
#        throwaway-postgres.sh resume DIR start it again on the same port
if [ "$(id -u)" = 0 ]; then runas=(runuser -u postgres --); else runas=(); fi
start_server() {
  "${runas[@]}" "$BIN/pg_ctl" -D "$1/data" -l "$1/server.log" -w \
    -o "-p $(cat "$1/port") -k $1 -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
}
case "${1:-}" in
  stop)
    [ -d "$2" ] || exit 0
    "${runas[@]}" "$BIN/pg_ctl" -D "$2/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$2"
    exit 0 ;;
  pause)
    "${runas[@]}" "$BIN/pg_ctl" -D "$2/data" -m fast -w stop >/dev/null
    exit 0 ;;
  resume)
    start_server "$2"
    exit 0 ;;
esac

dir=$(mktemp -d /tmp/throwaway-pg.XXXXXX)
[ "$(id -u)" = 0 ] && chown -R postgres "$dir"
"${runas[@]}" "$BIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
# A free port, and another when a process elsewhere on the machine (another checkout's tests) takes it first.
for attempt in 1 2 3 4 5; do
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})' >"$dir/port"
  start_server "$dir" && break
  [ "$attempt" = 5 ] && { cat "$dir/server.log" >&2; exit 1; }
done
echo "$dir" >&2
echo "postgres://postgres@127.0.0.1:$(cat "$dir/port")/postgres"
