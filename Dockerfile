# One Dockerfile, four images (pick one with --target, or let docker-compose.yml do it):
#   api           the Fastify API                         node api/src/server.ts           :4000
#   host          the gateway + the host's built shell    node gateway/src/container-main.ts :8080
#   remote-lotto  the lotto remote's static server        tooling/server/static-server.ts  :4101
#   remote-demo   the demo remote's static server         tooling/server/static-server.ts  :4102
# Every image runs TypeScript directly (Node 24 type stripping) from /app, as the `node` user.
# Their health checks (each server's readiness endpoint) are docker-compose.yml's, one place for all.
#
# Stages: deps (pnpm install, all dependencies) -> build (webpack builds of host and remotes) -> front-ends
#         deps -> prod-deps (same install, production dependencies only) -> the runtime targets.

ARG NODE_VERSION=24
# The image every stage starts from: the official one, or, with no registry to pull it from, one
# with the same layout built locally (scripts/images.sh passes --build-arg BASE_IMAGE=…).
ARG BASE_IMAGE=node:${NODE_VERSION}-bookworm-slim
# Where the host's and the remotes' webpack builds come from: the `build` stage below, or an image
# holding them already as /app/<package>/dist (scripts/images.sh with FRONT_ENDS=local passes the
# builds `pnpm build` just made on the machine, so CI does not make them twice).
ARG FRONT_ENDS=build

# ---------------------------------------------------------------------------------------------
FROM ${BASE_IMAGE} AS base
RUN npm install --global --no-audit --no-fund pnpm@10.34.9
WORKDIR /app

# ---------------------------------------------------------------------------------------------
# Dependencies only depend on the manifests, so source edits do not re-run the install.
# Every workspace package's package.json must be listed here (see pnpm-workspace.yaml), and the
# files tooling names as its bins, which the install links into the packages using them.
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY api/package.json api/
COPY api-types/package.json api-types/
COPY e2e/package.json e2e/
COPY gateway/package.json gateway/
COPY host/package.json host/
COPY lottery-rules/package.json lottery-rules/
COPY remote-demo/package.json remote-demo/
COPY remote-lotto/package.json remote-lotto/
COPY shared-auth/package.json shared-auth/
COPY tooling/package.json tooling/jest.sh tooling/
COPY tooling/server/static-server.ts tooling/server/
RUN pnpm install --frozen-lockfile

# ---------------------------------------------------------------------------------------------
FROM deps AS build
COPY . .
RUN pnpm --filter @tanghuay/host --filter @tanghuay/remote-lotto --filter @tanghuay/remote-demo run build

FROM ${FRONT_ENDS} AS front-ends

# ---------------------------------------------------------------------------------------------
# Production dependencies only (no webpack, jest, swc, typescript...), installed from the store
# the full install above already filled, so nothing is downloaded twice.
FROM deps AS prod-deps
RUN rm -rf node_modules ./*/node_modules \
 && pnpm install --frozen-lockfile --prod --offline

# ---------------------------------------------------------------------------------------------
# Common to every runtime image: Node, the pnpm virtual store (root node_modules/.pnpm, which
# the per-package node_modules symlink into), the root package.json ("type": "module"),
# shared-auth's sources (the API reads its roles and user data, the gateway its contract) and
# @tanghuay/tooling's server/ (the server of built files; the request log line and the shutdown on
# a signal that the API and the gateway share).
FROM ${BASE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY shared-auth/package.json shared-auth/
COPY shared-auth/src shared-auth/src
COPY --from=prod-deps /app/tooling/node_modules ./tooling/node_modules
COPY tooling/package.json tooling/env.ts tooling/
COPY tooling/server tooling/server

# ---------------------------------------------------------------------------------------------
FROM runtime AS api
COPY --from=prod-deps /app/api/node_modules ./api/node_modules
COPY api/package.json api/
# The lottery rules the API shares with the bet screens (bet types, a round's status), as sources.
COPY lottery-rules/package.json lottery-rules/
COPY lottery-rules/src lottery-rules/src
COPY api/migrations api/migrations
COPY api/src api/src
# PGlite's directory (used when DATABASE_URL is unset) must be writable by the node user.
RUN mkdir -p api/.data && chown node:node api/.data
WORKDIR /app/api
ENV HOST=0.0.0.0 PORT=4000
USER node
EXPOSE 4000
CMD ["node", "src/server.ts"]

# ---------------------------------------------------------------------------------------------
# The server of built front-end files (@tanghuay/tooling's server/, with fastify and
# @fastify/static): each remote's server runs it, and the gateway serves the host's files with it.
FROM runtime AS static-server

# ---------------------------------------------------------------------------------------------
# The gateway. It keeps no state: the release state is the API's (/remotes.json is the API's
# answer). Its process (gateway/src/container-main.ts) makes the built version of each remote
# live on a first start (a remote with no live version), through the API with RELEASE_TOKEN, once
# the gateway listens. Later releases are made with the release tool, e.g.
#   node gateway/src/remotes-cli.ts promote lotto 1.4.3
# The gateway's dependencies (@fastify/http-proxy, zod, @tanghuay/shared-auth and
# @tanghuay/tooling via symlinks) come with gateway/node_modules; of host/, only its build.
FROM static-server AS host
COPY --from=prod-deps /app/gateway/node_modules ./gateway/node_modules
COPY gateway/package.json gateway/
COPY gateway/src gateway/src
# The name of the file the host's build lists its start-up scripts in (read for the preload hints).
COPY tooling/start-up-files.js tooling/
# Only the versions, read by the first start's promote.
COPY remote-lotto/package.json remote-lotto/
COPY remote-demo/package.json remote-demo/
# The built shell, its source maps beside each script for reading error reports (never served:
# the static server refuses *.map and mf-stats.json; docs/architecture.md, "One URL").
COPY --from=front-ends /app/host/dist host/dist
ENV HOST=0.0.0.0 PORT=8080
USER node
EXPOSE 8080
CMD ["node", "gateway/src/container-main.ts"]

# ---------------------------------------------------------------------------------------------
# A remote's server. Each image carries the one version it was built at; at start it copies it
# into /srv/versions (a volume in docker-compose.yml), so earlier versions stay served beside
# it and the release state can keep pointing at, or roll back to, them.
# Build with --build-arg REMOTE=lotto (or demo); docker-compose.yml does, one service each.
FROM static-server AS remote
ARG REMOTE
COPY remote-${REMOTE}/package.json remote-${REMOTE}/
COPY --from=front-ends /app/remote-${REMOTE}/dist remote-${REMOTE}/dist
RUN test -n "${REMOTE}" && mkdir -p /srv/versions && chown node:node /srv/versions
ENV REMOTE=${REMOTE} HOST=0.0.0.0 PORT=4100
USER node
EXPOSE 4100
CMD ["sh", "-c", "cp -R --preserve=timestamps remote-$REMOTE/dist/. /srv/versions/ && exec node tooling/server/static-server.ts --dir /srv/versions --mount /remotes/$REMOTE/"]
