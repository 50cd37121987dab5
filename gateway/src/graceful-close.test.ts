// Closing the gateway (graceful-close.ts, main.ts) with a proxied request in flight and a proxied
// websocket open, over real sockets and a small fake API: the websocket is told to reconnect
// (1001 SERVER_CLOSING), no new connection is accepted, the request in flight is answered on a
// connection that ends with it, and the close completes. As a process, SIGTERM ends the gateway
// with status 0 once nothing is in flight, and with status 1 after SHUTDOWN_TIMEOUT_SECONDS while a
// proxied request still is.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway, type GatewayConfig } from './gateway.ts';
import { eventually, get, statusOf } from '@tanghuay/tooling/testing/http-probes';

const DOWN = 'http://127.0.0.1:9'; // nothing listens: a server that is down
const MAIN = path.join(import.meta.dirname, 'main.ts');
const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** A promise the test settles. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** The fake API's /api/slow: `entered` once asked, answered once `released`. */
let slow = { entered: gate(), released: gate() };
/**
 * The fake API: /api/slow as above, /api/never never answered, anything else 200; a websocket on
 * /ws greeted with the text "hi", whose connection it ends on the first frame it receives.
 */
const api = http.createServer((request, response) => {
  if (request.url === '/api/never') return;
  if (request.url !== '/api/slow') return void response.end('{}');
  slow.entered.open();
  void slow.released.opened.then(() => response.end('{"answered":true}'));
});
api.on('upgrade', (request: http.IncomingMessage, socket: Socket) => {
  const accept = createHash('sha1').update(`${request.headers['sec-websocket-key']}${WEBSOCKET_GUID}`).digest('base64');
  socket.on('error', () => {});
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  socket.write(Buffer.from([0x81, 0x02, ...Buffer.from('hi')]));
  socket.on('data', () => socket.destroy());
});

let config: GatewayConfig;
const address = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-gateway-close-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist/index.html'), '<!doctype html><title>host</title>');
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  config = {
    API_URL: address(api),
    REMOTE_LOTTO_URL: DOWN,
    REMOTE_DEMO_URL: DOWN,
    HOST_DIST: path.join(dir, 'dist'),
  };
});

afterAll(() => {
  api.closeAllConnections();
  api.close();
});

beforeEach(() => {
  slow = { entered: gate(), released: gate() };
});

/**
 * A websocket to `url`, spoken raw (frames under 126 bytes, as the fake API's and the gateway's
 * are): the text of its first message, and the code and reason of the close it is sent, upon
 * which it ends its connection.
 */
async function openWebSocket(url: string) {
  const request = http.request(url, {
    headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': randomBytes(16).toString('base64') },
  });
  request.end();
  const [, socket, head] = (await once(request, 'upgrade')) as [http.IncomingMessage, Socket, Buffer];
  const greeting = gate();
  let greetingText = '';
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    let pending = head;
    const read = () => {
      while (pending.length >= 2 && pending.length >= 2 + (pending[1]! & 0x7f)) {
        const opcode = pending[0]! & 0x0f;
        const payload = pending.subarray(2, 2 + (pending[1]! & 0x7f));
        pending = pending.subarray(2 + payload.length);
        if (opcode === 0x1) {
          greetingText = payload.toString('utf8');
          greeting.open();
        } else if (opcode === 0x8) {
          // A close without a code is 1005 to the one who receives it (RFC 6455).
          resolve({ code: payload.length >= 2 ? payload.readUInt16BE(0) : 1005, reason: payload.subarray(2).toString('utf8') });
          socket.destroy();
        }
      }
    };
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      read();
    });
    read();
  });
  await greeting.opened;
  return { greeting: greetingText, closed };
}

it('answers the proxied request in flight, tells the websocket to reconnect, refuses new connections and closes', async () => {
  const gateway = await buildGateway(config);
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const base = address(gateway.server);
  // Greeted: the gateway's connection to the API's websocket is open.
  const socket = await openWebSocket(`${base}/ws`);
  expect(socket.greeting).toBe('hi');
  const agent = new http.Agent({ keepAlive: true });
  const answer = get(`${base}/api/slow`, agent);
  await slow.entered.opened;

  const closed = gateway.close();
  expect(await socket.closed).toEqual({ code: 1001, reason: 'SERVER_CLOSING' });
  await eventually(async () => (await statusOf(`${base}/health/live`)) === 'refused');

  slow.released.open();
  expect(await answer).toEqual({ status: 200, connection: 'close', body: '{"answered":true}' });
  // Kept alive, the connection would hold the close until the client let it go.
  await closed;
  agent.destroy();
});

describe('the gateway process', () => {
  async function freePort(): Promise<number> {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    server.close();
    return port;
  }

  /** main.ts on a free port, once it answers /health/live. */
  async function startGateway(): Promise<{ base: string; child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      env: {
        API_URL: config.API_URL,
        REMOTE_LOTTO_URL: config.REMOTE_LOTTO_URL,
        REMOTE_DEMO_URL: config.REMOTE_DEMO_URL,
        HOST_DIST: config.HOST_DIST,
        HOST: '127.0.0.1',
        PORT: String(port),
        SHUTDOWN_TIMEOUT_SECONDS: '1',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
    const exited = once(child, 'close').then(() => child.exitCode);
    const base = `http://127.0.0.1:${port}`;
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}):\n${printed}`);
      return (await statusOf(`${base}/health/live`)) === 200;
    });
    return { base, child, output: () => printed, exited };
  }

  it('exits with status 1 after SHUTDOWN_TIMEOUT_SECONDS while a proxied request is still in flight, having answered the one that finished', async () => {
    const gateway = await startGateway();
    try {
      const answer = get(`${gateway.base}/api/slow`, false);
      const never = get(`${gateway.base}/api/never`, false).catch(() => 'cut off');
      await slow.entered.opened;
      gateway.child.kill('SIGTERM');
      // Released once the gateway no longer accepts connections: answered while it closes.
      await eventually(async () => (await statusOf(`${gateway.base}/health/live`)) === 'refused');
      slow.released.open();
      expect(await answer).toEqual({ status: 200, connection: 'close', body: '{"answered":true}' });
      expect(await gateway.exited).toBe(1);
      expect(await never).toBe('cut off');
      expect(gateway.output()).toContain('not closed within SHUTDOWN_TIMEOUT_SECONDS');
    } finally {
      gateway.child.kill('SIGKILL');
    }
  });

  it('exits with status 0 on SIGTERM once nothing is in flight', async () => {
    const gateway = await startGateway();
    try {
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toBe(0);
    } finally {
      gateway.child.kill('SIGKILL');
    }
  });
});
