#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the test suites (Debian's postgresql package, no system service):
#   scripts/test-postgres.sh start <dir> <port>   prints the URL to give TEST_DATABASE_URL
#   scripts/test-postgres.sh stop <dir>
# initdb refuses to run as root, so as root the cluster belongs to the postgres user.
set -euo pipefail
action=$1 dir=$2 port=${3:-5433}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
case $action in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_owner "$bin/initdb -D '$dir' -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8" >/dev/null
    fi
    as_owner "$bin/pg_ctl -D '$dir' -l '$dir/server.log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bin/pg_ctl -D '$dir' -m fast -w stop" >/dev/null
    ;;
  *) echo "usage: $0 start|stop <dir> [port]" >&2; exit 2 ;;
esac
