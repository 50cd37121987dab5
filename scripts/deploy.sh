#!/bin/sh
# `npm run deploy:local`: docker-compose.yml run for real on this machine with podman, no image
# registry and no systemd (README, "Production-like deployment", "On this machine: podman"):
#   1. scripts/images.sh builds every image (base images cached, project images from the layer cache);
#   2. a podman API service on a socket of its own, driven by Debian's docker-compose, which honours
#      `depends_on: condition: service_healthy` (podman-compose 1.0 does not);
#   3. a health ticker runs `podman healthcheck run` on every container of the deployment every
#      HEALTH_TICK_SECONDS (podman runs healthchecks from systemd timers; without systemd their
#      state would stay "starting" forever and nothing that waits for "healthy" would start);
#   4. per-deployment secrets from a CSPRNG, kept in .deploy/secrets.env (mode 600) until `down`;
#   5. `up`, then a wait until every service is healthy and podman's name server answers every
#      container (wait_names); prints the time it took and the URL.
# `npm run deploy:local -- logs` prints the last LOG_LINES (100) lines each container wrote.
# `npm run deploy:local -- down` removes the containers, the network, the volumes, the secrets and
# stops the ticker and the API service; the images stay cached. Only 127.0.0.1 is published.
# Run through scripts/toolchain.sh.
set -eu
cd "$(dirname "$0")/.."
root=$PWD
state="$root/.deploy"
CONTAINERS_CONF="$root/scripts/deploy/containers.conf"
COMPOSE_PROJECT_NAME=${COMPOSE_PROJECT_NAME:-tanghuay-local}
DOCKER_HOST="unix://$state/podman.sock"
TANGHUAY_PORT=${TANGHUAY_PORT:-8080}
HEALTH_TICK_SECONDS=${HEALTH_TICK_SECONDS:-5}
export CONTAINERS_CONF COMPOSE_PROJECT_NAME DOCKER_HOST

compose() { docker-compose --file "$root/docker-compose.yml" "$@"; }
running() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
stop() {
  if running "$1"; then kill "$(cat "$1")"; fi
  rm -f "$1"
}
# The deployment's containers, name and health ("healthy", "unhealthy", "starting", or "" without a check).
containers() {
  podman ps --all --filter "label=com.docker.compose.project=$COMPOSE_PROJECT_NAME" --format '{{.Names}} {{.Status}}'
}

start_engine() {
  mkdir -p "$state"
  running "$state/podman.pid" && return
  rm -f "$state/podman.sock"
  setsid podman system service --time=0 "$DOCKER_HOST" >"$state/podman.log" 2>&1 &
  echo $! >"$state/podman.pid"
  tries=0
  until [ -S "$state/podman.sock" ]; do
    tries=$((tries + 1))
    [ $tries -le 100 ] || { echo 'deploy: the podman API service did not start' >&2; cat "$state/podman.log" >&2; exit 1; }
    sleep 0.1
  done
}

start_health_ticker() {
  running "$state/ticker.pid" && return
  setsid sh -c '
    while :; do
      for name in $(podman ps --filter "label=com.docker.compose.project=$0" --format "{{.Names}}"); do
        podman healthcheck run "$name" >/dev/null 2>&1 || true
      done
      sleep "$1"
    done' "$COMPOSE_PROJECT_NAME" "$HEALTH_TICK_SECONDS" >/dev/null 2>&1 &
  echo $! >"$state/ticker.pid"
}

# Three secrets of 48 random bytes each, made once per deployment.
make_secrets() {
  [ -f "$state/secrets.env" ] && return
  (umask 077 && node -e '
    const { randomBytes } = require("node:crypto");
    for (const name of ["JWT_SECRET", "PAYMENT_WEBHOOK_SECRET", "RELEASE_TOKEN"]) console.log(`${name}=${randomBytes(48).toString("base64url")}`);
  ' >"$state/secrets.env")
}

wait_healthy() {
  started=$1
  while :; do
    status=$(containers)
    if [ -n "$status" ] && ! printf '%s\n' "$status" | grep -qv '(healthy)'; then break; fi
    if printf '%s\n' "$status" | grep -q 'unhealthy\|Exited'; then
      printf 'deploy: a service failed:\n%s\n' "$status" >&2
      exit 1
    fi
    [ $(($(date +%s) - started)) -lt 300 ] || { printf 'deploy: not healthy after 300 s:\n%s\n' "$status" >&2; exit 1; }
    sleep 1
  done
  printf '%s\n' "$status"
  echo "deploy: every service healthy $(($(date +%s) - started)) s after up"
}

# Debian bookworm's aardvark-dns 1.4, podman's name server, at times stops answering one
# container for 25–40 s as the last containers join the network: every new connection of an API
# replica to PostgreSQL then failed (docs/testing.md, "The deployment"). The deployment is ready
# once it answers each container again.
wait_names() {
  started=$(date +%s)
  for name in $(containers | cut -d' ' -f1); do
    until podman exec --env RES_OPTIONS='timeout:1 attempts:1' "$name" getent hosts postgres >/dev/null 2>&1; do
      [ $(($(date +%s) - started)) -lt 120 ] || { echo "deploy: $name resolves no name 120 s after every service was healthy" >&2; exit 1; }
      sleep 1
    done
  done
  echo "deploy: every container resolves names $(($(date +%s) - started)) s after that"
}

up() {
  # IMAGES_READY=1: the images were just built from this checkout (`test-deployment.sh prepare`,
  # which scripts/test.sh runs beside its unit tests); asking podman again would only re-check
  # every layer (about 2 min).
  [ "${IMAGES_READY:-}" = 1 ] || nice -n 10 sh scripts/images.sh
  start_engine
  start_health_ticker
  make_secrets
  set -a
  . "$state/images.env"
  . "$state/secrets.env"
  set +a
  TANGHUAY_ADDRESS=127.0.0.1
  export TANGHUAY_PORT TANGHUAY_ADDRESS
  started=$(date +%s)
  compose up --detach --no-build
  wait_healthy "$started"
  wait_names
  echo "deploy: http://127.0.0.1:$TANGHUAY_PORT"
}

logs() {
  for name in $(containers | cut -d' ' -f1); do
    echo "deploy: the last ${LOG_LINES:-100} lines of $name"
    podman logs --tail "${LOG_LINES:-100}" "$name" 2>&1
  done
}

down() {
  start_engine
  compose down --volumes --remove-orphans --timeout 30
  stop "$state/ticker.pid"
  stop "$state/podman.pid"
  rm -f "$state/secrets.env" "$state/podman.sock"
}

case "${1:-up}" in
  up) up ;;
  logs) logs ;;
  down) down ;;
  *) echo "usage: npm run deploy:local [-- up|logs|down]" >&2; exit 2 ;;
esac
