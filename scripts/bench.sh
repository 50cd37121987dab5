#!/bin/sh
# `npm run bench`: install, then every benchmark in bench/; each prints its figures. Set
# DATABASE_URL to a PostgreSQL server to bench on a fresh database there instead of PGlite.
# Run through scripts/toolchain.sh.
set -eu
cd "$(dirname "$0")/.."
pnpm install --frozen-lockfile
pnpm --filter @tanghuay/bench run lotto
