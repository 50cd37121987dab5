#!/bin/sh
# `npm test`: install, lint, type-check, build, then every test: unit and API tests (API on PGlite,
# and again on PostgreSQL when DATABASE_URL is set) and the e2e journeys in Chromium. Ends with one
# line adding up every runner, after how long each step took. Run through scripts/toolchain.sh.
set -eu
cd "$(dirname "$0")/.."

timings=""
# Runs a step and notes its wall time; a failing step stops the run (set -e) unless the caller
# tests its status.
timed() {
  name=$1
  shift
  started=$(date +%s)
  step_status=0
  "$@" || step_status=$?
  timings="$timings  $(printf '%-9s' "$name") $(($(date +%s) - started)) s\n"
  return $step_status
}

timed install pnpm install --frozen-lockfile
timed lint pnpm lint
timed typecheck pnpm typecheck
timed build pnpm build

TEST_REPORT_DIR="$PWD/.reports"
export TEST_REPORT_DIR
rm -rf "$TEST_REPORT_DIR"
mkdir -p "$TEST_REPORT_DIR"
status=0
timed unit pnpm unit || status=1
timed e2e pnpm e2e || status=1
printf '\nSteps\n%b' "$timings"
node scripts/test-summary.ts "$TEST_REPORT_DIR" || status=1
exit $status
