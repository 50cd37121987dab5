#!/bin/sh
# `npm test`: install, lint, type-check, build, then every test: unit and API tests (API on PGlite,
# and again on PostgreSQL when DATABASE_URL is set), the e2e journeys in Chromium and the
# deployment test (docker-compose.yml on podman; skipped, saying why, without it). Ends with one
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
# The deployment test's images and the remote version it promotes are made beside the unit tests
# (niced; mostly downloads, file copies and one webpack build), so that its own step, last and
# alone, only starts the stack and tests it (scripts/test-deployment.sh).
FRONT_ENDS=local sh scripts/test-deployment.sh prepare >"$TEST_REPORT_DIR/deployment-prepare.log" 2>&1 &
preparing=$!
timed unit pnpm unit || status=1
images_ready=1
# If it failed, its last lines say why, and the deploy step makes the images itself (and fails if it cannot).
wait $preparing || { tail -40 "$TEST_REPORT_DIR/deployment-prepare.log"; images_ready=0; }
grep '^\(images\|deployment test\):' "$TEST_REPORT_DIR/deployment-prepare.log" || true
timed e2e pnpm e2e || status=1
timed deploy env FRONT_ENDS=local IMAGES_READY=$images_ready sh scripts/test-deployment.sh || status=1
printf '\nSteps\n%b' "$timings"
node scripts/test-summary.ts "$TEST_REPORT_DIR" || status=1
exit $status
