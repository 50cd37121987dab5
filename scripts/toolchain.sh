#!/bin/sh
# Runs a command with the project's pinned Node.js and pnpm, installing both into .tools/ on first
# use. A fresh machine needs only some Node.js with npm; nothing is installed globally.
set -eu
NODE_VERSION=24.21.0
PNPM_VERSION=10.34.9
root=$(cd "$(dirname "$0")/.." && pwd)
tools="$root/.tools"
if [ "$(cat "$tools/versions" 2>/dev/null)" != "node@$NODE_VERSION pnpm@$PNPM_VERSION" ]; then
  echo "toolchain: installing Node.js $NODE_VERSION and pnpm $PNPM_VERSION into .tools/"
  rm -rf "$tools"
  mkdir -p "$tools"
  echo '{"private":true}' > "$tools/package.json"
  npm install --prefix "$tools" --no-audit --no-fund --loglevel=error \
    "node@$NODE_VERSION" "pnpm@$PNPM_VERSION"
  echo "node@$NODE_VERSION pnpm@$PNPM_VERSION" > "$tools/versions"
fi
PATH="$tools/node_modules/.bin:$PATH"
export PATH
exec "$@"
