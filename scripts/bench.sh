#!/bin/sh
# `npm run bench`: install, then every benchmark in bench/; each prints its figures. Set
# DATABASE_URL to a PostgreSQL server to bench the API on a fresh database there instead of PGlite
# (the throughput bench), and to run the draw night, which needs PostgreSQL; the web bench always
# runs the app on PGlite. Run through scripts/toolchain.sh.
set -eu
cd "$(dirname "$0")/.."
pnpm install --frozen-lockfile
pnpm --filter @tanghuay/bench run throughput
if [ -n "${DATABASE_URL:-}" ]; then
  pnpm --filter @tanghuay/bench run draw-night
else
  echo 'draw night: skipped (it runs on PostgreSQL: set DATABASE_URL to a server)'
fi
# The web bench opens the built app and builds nothing: run `pnpm build` first (it stops with that
# advice when host/dist, remote-lotto/dist or remote-demo/dist is missing).
pnpm --filter @tanghuay/bench run web
