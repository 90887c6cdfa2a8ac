#!/bin/bash
# The replica: copies the primary once (pg_basebackup -R writes the standby settings), then
# runs as a read-only hot standby that streams from it.
set -euo pipefail
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_basebackup -h postgres -U replicador -D "$PGDATA" -R -X stream -P; do
    echo "waiting for the primary…"; sleep 2
  done
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on
