#!/bin/sh
# `npm run test:deployment`: the deployment test (e2e/deployment/, docs/testing.md, "The
# deployment"). Removes what a previous deployment of the test left, builds the images and starts
# docker-compose.yml from nothing with podman (scripts/deploy.sh), runs the test against it, and
# removes it all again, images aside (kept, with podman's layer cache, for the next run). Prints
# how long the images and the start took. Skipped, with the reason, on a machine where no container
# engine can run. Run through scripts/toolchain.sh.
# `… test-deployment.sh prepare` makes ahead what the test would otherwise wait for: the images,
# and the remote-lotto version it promotes (kept in .deploy/next-lotto/ for the next run, which
# uses it once), e.g. while other work runs; then `IMAGES_READY=1 … test-deployment.sh` only
# starts the stack and tests it (about 3 minutes instead of 5–11). `npm test` prepares beside its
# unit tests (scripts/test.sh).
set -eu
cd "$(dirname "$0")/.."

for tool in podman docker-compose debootstrap; do
  if ! command -v "$tool" >/dev/null; then
    echo "deployment test: SKIPPED, no $tool here (it runs docker-compose.yml with podman: apt-get install podman docker-compose debootstrap)"
    exit 0
  fi
done
if ! podman info >/dev/null 2>&1; then
  echo 'deployment test: SKIPPED, podman cannot run containers on this machine (`podman info` fails)'
  exit 0
fi

# Its own project name and port, so a `npm run deploy:local` left running on 8080 is not in the way.
COMPOSE_PROJECT_NAME=tanghuay-deployment-test
TANGHUAY_PORT=${DEPLOYMENT_TEST_PORT:-8280}
export COMPOSE_PROJECT_NAME TANGHUAY_PORT

next_lotto=.deploy/next-lotto

if [ "${1:-}" = prepare ]; then
  started=$(date +%s)
  nice -n 10 sh scripts/images.sh
  version="$(node -p "require('./remote-lotto/package.json').version")-deploy.$(date +%s)"
  APP_VERSION=$version nice -n 10 pnpm --filter @tanghuay/remote-lotto run build
  rm -rf "$next_lotto"
  mkdir -p "$next_lotto"
  mv "remote-lotto/dist/$version" "$next_lotto/"
  echo "deployment test: images and remote-lotto $version prepared in $(($(date +%s) - started)) s"
  exit 0
fi

pnpm install --frozen-lockfile
sh scripts/deploy.sh down
# A failed run prints what the containers wrote last: CI's output is all there is to read later.
trap 'status=$?; [ $status -eq 0 ] || sh scripts/deploy.sh logs; sh scripts/deploy.sh down; rm -rf "$next_lotto"; exit $status' EXIT
# The remote version to promote, when one was prepared (e2e/deployment/stack.ts); else the test builds it.
DEPLOYMENT_NEXT_LOTTO=$(find "$PWD/$next_lotto" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | head -1)
export DEPLOYMENT_NEXT_LOTTO
started=$(date +%s)
sh scripts/deploy.sh up
echo "deployment test: images built and every service healthy in $(($(date +%s) - started)) s"
# Arguments go to `playwright test` (e.g. -g "replica" for one test).
pnpm --filter @tanghuay/e2e exec playwright test --config deployment/playwright.config.ts "$@"
