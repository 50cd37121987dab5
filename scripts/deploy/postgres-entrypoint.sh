#!/bin/sh
# The postgres image's entrypoint (postgres.Containerfile): as the official image does, make the
# cluster on a first start (an empty data folder) from POSTGRES_USER, POSTGRES_PASSWORD and
# POSTGRES_DB, then run the server as the postgres user, in the foreground, as process 1.
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}"
if [ "$(id -u)" = 0 ]; then
  # A new volume is root's: hand it to postgres, then come back here as postgres.
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups sh "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo 'postgres: POSTGRES_PASSWORD is required to make the database' >&2
    exit 1
  fi
  password_file=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$POSTGRES_USER" --pwfile="$password_file" --auth-local=trust \
    --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  # The database, made on a server that listens on its socket only, as the official image does.
  pg_ctl -w -o "-c listen_addresses=''" start >/dev/null
  if [ "$POSTGRES_DB" != postgres ]; then
    createdb --username="$POSTGRES_USER" "$POSTGRES_DB"
  fi
  pg_ctl -w -m fast stop >/dev/null
  echo "postgres: made the cluster, user $POSTGRES_USER, database $POSTGRES_DB"
fi
if [ "$1" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' "$@"
fi
exec "$@"
