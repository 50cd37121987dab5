#!/bin/sh
# Runs jest with native ES modules. When TEST_REPORT_DIR is set, jest also writes a JSON report
# there, which scripts/test-summary.ts adds up into the suite's closing line.
set -eu
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --disable-warning=ExperimentalWarning"
if [ -n "${TEST_REPORT_DIR:-}" ]; then
  name=$(node -p "require('./package.json').name.replace('@tanghuay/', '')")
  set -- "$@" --json --outputFile="$TEST_REPORT_DIR/jest-$name${TEST_REPORT_SUFFIX:-}.json"
fi
exec jest "$@"
