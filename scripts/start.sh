#!/bin/sh
# `npm start`: install, build and serve the whole product on http://localhost:8080 — the embedded
# PGlite database (api/.data/pglite), migrated at start-up. Run through scripts/toolchain.sh.
set -eu
cd "$(dirname "$0")/.."
pnpm install --frozen-lockfile
pnpm build
exec node scripts/serve.ts
