#!/bin/bash
# First start of the primary: a role the replica streams with, allowed from the compose network.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$REPLICATION_PASSWORD" <<'SQL'
create role replicador with replication login password :'password';
SQL
echo "host replication replicador all scram-sha-256" >> "$PGDATA/pg_hba.conf"
