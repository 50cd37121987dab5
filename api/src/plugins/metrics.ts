// Prometheus metrics at GET /metrics (docs/architecture.md#metrics-and-logs), outside /api so the
// gateway never serves it; with METRICS_TOKEN set, only to `Authorization: Bearer <token>`.
// Each app has a registry of its own (tests build many apps in one process); the process's own
// figures (CPU, memory, event loop, GC) are collected once per process and shown by every app.
//
// What is counted where: every request's route pattern, method and status, and its duration, here;
// a refused slip by its error code, from the answer of POST /api/lotto/slips; slips placed, ledger
// transfers and settlements from what the modules note (lib/observations.ts) in a request that
// succeeded or in a tick of the lottery clock (`app.recordObservations`); open websockets from the
// server's upgrades to /ws; the database pool when scraped.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Connection } from '../db/connection.ts';
import { sameSecret } from '../lib/same-secret.ts';
import { noteInto, type Observation, type Recorder } from '../lib/observations.ts';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts what work outside a request noted (the lottery clock's ticks). */
    recordObservations: Recorder;
  }
}

export interface MetricsOptions {
  connection: Connection;
  /** When set, GET /metrics answers only `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token?: string | undefined;
}

/** The route whose refusals are counted by their error code. */
const PLACE_SLIP = { method: 'POST', url: '/api/lotto/slips' };
const REALTIME_PATH = '/ws';
/** The route label of a request no route matched (its URL is the caller's to choose). */
const UNMATCHED = 'unmatched';

let processRegistry: Registry | undefined;

/** The process's own figures, collected once whatever the number of apps. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Whether a request's Authorization header carries the token (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return sameSecret(given, token);
}

/** The error code of an answer in the error envelope (plugins/errors.ts), or null. */
function errorCodeOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const code = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/** Registers the metrics on the root app, before any route. */
export function registerMetrics(app: FastifyInstance, { connection, token }: MetricsOptions): void {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took (its _count is the number of requests)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const slipsPlaced = new Counter({
    name: 'tanghuay_slips_placed_total',
    help: 'Slips placed (a repeated Idempotency-Key is not counted again)',
    registers,
  });
  const slipsRefused = new Counter({
    name: 'tanghuay_slips_refused_total',
    help: 'Slips refused, by the error code of the answer (4xx of POST /api/lotto/slips)',
    labelNames: ['reason'] as const,
    registers,
  });
  const settlementDuration = new Histogram({
    name: 'tanghuay_settlement_duration_seconds',
    help: 'How long settling a round took (deciding its items and paying its members), first results and corrections',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const settledItems = new Counter({ name: 'tanghuay_settled_items_total', help: 'Slip items decided by settlements', registers });
  const transfers = new Counter({
    name: 'tanghuay_ledger_transfers_total',
    help: 'Ledger transfers posted, by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const remoteLoads = new Counter({
    name: 'tanghuay_remote_loads_total',
    help: "Page loads of a federated remote, by remote and version, as the host's beacons report them",
    labelNames: ['remote', 'version'] as const,
    registers,
  });
  const remoteFailures = new Counter({
    name: 'tanghuay_remote_failures_total',
    help: 'Failures of a federated remote in the browser, by remote, version and kind (failed: its load failed after retries; error: its error boundary caught one)',
    labelNames: ['remote', 'version', 'kind'] as const,
    registers,
  });
  const canaryStops = new Counter({
    name: 'tanghuay_remote_canary_auto_stops_total',
    help: 'Canaries the rollback rule stopped, by remote',
    labelNames: ['remote'] as const,
    registers,
  });
  let socketsOpen = 0;
  new Gauge({
    name: 'tanghuay_websocket_connections',
    help: 'Websocket connections open on GET /ws (signed in or not yet)',
    registers,
    collect() {
      this.set(socketsOpen);
    },
  });
  new Gauge({
    name: 'tanghuay_db_pool_connections',
    help: 'The database pool: connections open (total) and idle, and queries waiting for one; PGlite: total 1, its one connection',
    labelNames: ['state'] as const,
    registers,
    collect() {
      for (const [state, value] of Object.entries(connection.poolUsage())) {
        if (value !== undefined) this.set({ state }, value);
      }
    },
  });
  const shown = Registry.merge([processMetrics(), registry]);

  const record: Recorder = (observations: readonly Observation[]) => {
    for (const observation of observations) {
      switch (observation.type) {
        case 'slip_placed':
          slipsPlaced.inc();
          break;
        case 'transfers':
          for (const kind of observation.kinds) transfers.inc({ kind });
          break;
        case 'settlement':
          settlementDuration.observe(observation.seconds);
          settledItems.inc(observation.items);
          break;
        case 'remote_beacon':
          if (observation.kind === 'load') remoteLoads.inc({ remote: observation.remote, version: observation.version });
          else remoteFailures.inc({ remote: observation.remote, version: observation.version, kind: observation.kind });
          break;
        case 'canary_stopped':
          canaryStops.inc({ remote: observation.remote });
          break;
      }
    }
  };
  app.decorate('recordObservations', record);

  // What a request's work notes is counted once it answered without an error: its transactions
  // committed. The scope begins after the body is read, so the handler runs inside it.
  const noted = new WeakMap<object, Observation[]>();
  app.addHook('preHandler', (request, _reply, done) => {
    const observations: Observation[] = [];
    noted.set(request, observations);
    noteInto(observations, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const { method, url } = request.routeOptions;
    if (method === PLACE_SLIP.method && url === PLACE_SLIP.url && reply.statusCode >= 400 && reply.statusCode < 500) {
      slipsRefused.inc({ reason: errorCodeOf(payload) ?? String(reply.statusCode) });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? UNMATCHED;
    requestDuration.observe({ method: request.method, route, status: String(status) }, reply.elapsedTime / 1000);
    const observations = noted.get(request);
    if (observations && status < 400) record(observations);
  });

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (request.url?.split('?')[0] !== REALTIME_PATH) return;
    socketsOpen += 1;
    socket.once('close', () => (socketsOpen -= 1));
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      throw new ApiError(401, 'UNAUTHENTICATED', 'ต้องแนบโทเค็นของตัวชี้วัด (METRICS_TOKEN) จึงจะอ่านได้');
    }
    return reply.type(shown.contentType).send(await shown.metrics());
  });
}
