#!/bin/sh
# `npm run test:deployment`: the deployment test (e2e/deployment/, docs/testing.md, "The
# deployment"). Removes what a previous deployment of the test left, builds the images and starts
# docker-compose.yml from nothing with podman (scripts/deploy.sh), runs the test against it, and
# removes it all again, images aside (kept, with podman's layer cache, for the next run). Prints
# how long the images and the start took. Skipped, with the reason, on a machine where no container
# engine can run. Run through scripts/toolchain.sh.
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

pnpm install --frozen-lockfile
sh scripts/deploy.sh down
trap 'sh scripts/deploy.sh down' EXIT
started=$(date +%s)
sh scripts/deploy.sh up
echo "deployment test: images built and every service healthy in $(($(date +%s) - started)) s"
# Arguments go to `playwright test` (e.g. -g "replica" for one test).
pnpm --filter @tanghuay/e2e exec playwright test --config deployment/playwright.config.ts "$@"
