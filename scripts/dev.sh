#!/bin/sh
# `pnpm dev`: the composed app on http://localhost:8080 with the front ends rebuilt on every change
# (development builds; reload the page) and the API restarted on every change.
set -eu
cd "$(dirname "$0")/.."
pnpm --parallel --filter @tanghuay/host --filter @tanghuay/remote-lotto --filter @tanghuay/remote-demo run watch &
watchers=$!
trap 'kill $watchers 2>/dev/null' EXIT INT TERM
node scripts/serve.ts --watch
