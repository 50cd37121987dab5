#!/bin/sh
# `npm test`: install, lint, type-check, build, then every test: unit and API tests (API on PGlite,
# and again on PostgreSQL when DATABASE_URL is set) and the e2e journeys in Chromium. Ends with one
# line adding up every runner. Run through scripts/toolchain.sh.
set -eu
cd "$(dirname "$0")/.."
pnpm install --frozen-lockfile
pnpm lint
pnpm typecheck
pnpm build

TEST_REPORT_DIR="$PWD/.reports"
export TEST_REPORT_DIR
rm -rf "$TEST_REPORT_DIR"
mkdir -p "$TEST_REPORT_DIR"
status=0
pnpm unit || status=1
pnpm e2e || status=1
node scripts/test-summary.ts "$TEST_REPORT_DIR" || status=1
exit $status
