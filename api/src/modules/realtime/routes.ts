// GET /ws, the realtime channel (docs/architecture.md#session-bus). Not under /api: the gateway
// proxies /ws here.
//
// The client signs in with its first message, {type:'auth', token} (the access token), within
// `authTimeoutMs`; the token is checked as app.authenticate checks a Bearer token. The server then
// sends {type:'ready'} and the balance, and afterwards {type:'balance'} whenever the member's
// wallet moves, {type:'round'} when a round's status changes, and {type:'limits'} for the round the
// client watches ({type:'watch', roundId} / {type:'unwatch'}). The session is checked again as
// soon as the account's sessions change (the session cache's drop: a sessions event from any
// instance, or a change made here), on every balance event of the account and every
// `sessionCheckMs`: a token that expired or a session ended elsewhere (new login, logout,
// self-exclusion, password change or reset) closes the socket with 4401.
// A message that is not one of these, binary or over `maxMessageBytes` closes it with 4400. Before
// closing with 4400 or 4401 the server sends {type:'error', error:{code, message}}; the close reason
// is the code. Below that, ws itself closes a frame over 16 times `maxMessageBytes` with 1009 and
// one that breaks the protocol (text that is not UTF-8: 1007, other: 1002) without reading on. A
// client that stops reading is closed with 1013 once the server holds more than `maxBufferedBytes`
// of messages it has not taken. On shutdown every socket is closed with 1001 SERVER_CLOSING.
import fastifyWebsocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { ID_PATTERN } from '../../lib/ids.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { ApiError, errorResponses } from '../../plugins/errors.ts';
import { createHub, type ServerMessage, type Subscriber } from './hub.ts';

/**
 * What ws itself reads of one message, as a multiple of `maxMessageBytes`, before it gives up
 * (1009): above 1 so that 4400 and its error message answer a message a little too large.
 */
export const WS_PAYLOAD_FACTOR = 16;

export const CLOSE_BAD_MESSAGE = 4400;
export const CLOSE_UNAUTHENTICATED = 4401;
/** ws's own close for a frame over its payload limit (RFC 6455 "message too big"). */
export const CLOSE_TOO_BIG = 1009;
/** A client that does not take its messages (RFC 6455 "try again later"): it may reconnect. */
export const CLOSE_SLOW_CONSUMER = 1013;
/** The API shuts down (RFC 6455 "going away"), with the reason SERVER_CLOSING: reconnect. */
export const CLOSE_GOING_AWAY = 1001;
export const SERVER_CLOSING = 'SERVER_CLOSING';

const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(2048) }),
  z.strictObject({ type: z.literal('watch'), roundId: z.string().regex(ID_PATTERN) }),
  z.strictObject({ type: z.literal('unwatch') }),
]);

type ClientMessage = z.infer<typeof clientMessage>;

const BAD_MESSAGE = { code: 'BAD_MESSAGE', message: 'ข้อความไม่ถูกต้อง' };
const messageTooLarge = (maxBytes: number) => ({ code: 'MESSAGE_TOO_LARGE', message: `ข้อความยาวเกิน ${maxBytes} ไบต์` });
const AUTH_FIRST = { code: 'UNAUTHENTICATED', message: 'กรุณาเข้าสู่ระบบก่อนใช้งาน' };
const AUTH_TIMEOUT = { code: 'UNAUTHENTICATED', message: 'ไม่ได้เข้าสู่ระบบภายในเวลาที่กำหนด กรุณาเชื่อมต่อใหม่' };

/** A message, or why it is refused. */
function parse(data: RawData, isBinary: boolean, maxBytes: number): ClientMessage | { refused: { code: string; message: string } } {
  // ws hands text and binary frames over as Buffers (its default binaryType).
  const bytes = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [new Uint8Array(data)]);
  if (bytes.length > maxBytes) return { refused: messageTooLarge(maxBytes) };
  if (isBinary) return { refused: BAD_MESSAGE };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { refused: BAD_MESSAGE };
  }
  const parsed = clientMessage.safeParse(json);
  return parsed.success ? parsed.data : { refused: BAD_MESSAGE };
}

export function realtimeRoutes({ connection, settings }: RouteContext): Routes {
  const options = settings.realtime;
  return async (app) => {
    const hub = createHub(connection, app.log, options);
    const stopHearingSessions = app.onSessionsChanged((accountIds) => hub.sessionsChanged(accountIds));
    app.addHook('onReady', () => hub.start());
    app.addHook('onClose', async () => {
      stopHearingSessions();
      await hub.stop();
    });
    await app.register(fastifyWebsocket, {
      options: { maxPayload: options.maxMessageBytes * WS_PAYLOAD_FACTOR },
      // On shutdown, tell clients to come back (1001 going away: the session bus reconnects, through
      // the gateway to an instance still up) rather than closing without a code. A client that does
      // not answer the close within closeGraceMs is cut off, so it cannot hold the shutdown up.
      preClose(done) {
        const { clients } = this.websocketServer;
        for (const client of clients) client.close(CLOSE_GOING_AWAY, SERVER_CLOSING);
        const cutOff = setTimeout(() => {
          for (const client of clients) client.terminate();
        }, options.closeGraceMs);
        this.websocketServer.close(() => {
          clearTimeout(cutOff);
          done();
        });
      },
      // A frame ws cannot take (too big, not UTF-8, against the protocol) is the client's fault: ws
      // has sent its close already and ends the connection once that is out, which the default
      // handler's terminate() could cut short. Anything else ends the socket.
      errorHandler(error, socket, request) {
        if (socket.readyState !== socket.OPEN) return request.log.info({ err: error }, 'realtime: a client broke the websocket protocol');
        request.log.error({ err: error }, 'realtime: a socket failed');
        socket.terminate();
      },
    });

    app.route({
      method: 'GET',
      url: '/ws',
      // A websocket, not a JSON route: kept out of the OpenAPI document.
      schema: { hide: true, response: errorResponses(426) },
      handler: async () => {
        throw new ApiError(426, 'UPGRADE_REQUIRED', 'ช่องทางนี้ใช้ได้ผ่าน WebSocket เท่านั้น');
      },
      wsHandler: (socket) => serve(socket),
    });

    function serve(socket: WebSocket): void {
      let subscriber: Subscriber | null = null;
      let alive = true;
      const isOpen = () => socket.readyState === socket.OPEN;
      const send = (message: ServerMessage) => {
        if (!isOpen()) return;
        socket.send(JSON.stringify(message));
        // What the operating system would not take waits in this process: a client that stopped
        // reading is let go rather than kept growing (its close frame waits behind what it holds).
        if (socket.bufferedAmount > options.maxBufferedBytes) {
          app.log.info({ bufferedBytes: socket.bufferedAmount }, 'realtime: closing a socket that does not read');
          socket.close(CLOSE_SLOW_CONSUMER, 'SLOW_CONSUMER');
        }
      };
      const refuse = (code: typeof CLOSE_BAD_MESSAGE | typeof CLOSE_UNAUTHENTICATED, error: { code: string; message: string }) => {
        send({ type: 'error', error });
        if (isOpen()) socket.close(code, error.code);
      };
      /** The account of a token, or null after refusing the socket (401s only; other failures throw). */
      const signedIn = async (candidate: string) => {
        try {
          return await app.accountOfToken(candidate);
        } catch (error) {
          if (!(error instanceof ApiError) || error.statusCode !== 401) throw error;
          refuse(CLOSE_UNAUTHENTICATED, { code: error.code, message: error.message });
          return null;
        }
      };

      const authTimer = setTimeout(() => refuse(CLOSE_UNAUTHENTICATED, AUTH_TIMEOUT), options.authTimeoutMs);

      async function handle(message: ClientMessage): Promise<void> {
        if (subscriber === null) {
          if (message.type !== 'auth') return refuse(CLOSE_UNAUTHENTICATED, AUTH_FIRST);
          clearTimeout(authTimer);
          const { token } = message;
          const account = await signedIn(token);
          if (!account || !isOpen()) return;
          subscriber = {
            accountId: account.id,
            isOpen,
            send,
            stillSignedIn: async () => {
              try {
                return (await signedIn(token)) !== null;
              } catch (error) {
                app.log.warn({ err: error }, 'realtime: a session could not be checked');
                return isOpen();
              }
            },
            heartbeat: () => {
              if (!alive) return socket.terminate();
              alive = false;
              socket.ping();
            },
          };
          return hub.join(subscriber);
        }
        switch (message.type) {
          case 'auth':
            return refuse(CLOSE_BAD_MESSAGE, BAD_MESSAGE);
          case 'watch':
            return hub.watch(subscriber, BigInt(message.roundId));
          case 'unwatch':
            return hub.watch(subscriber, null);
        }
      }

      // One message at a time, in order: a watch sent right after auth waits for the sign-in.
      let handling: Promise<void> = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        const message = parse(data, isBinary, options.maxMessageBytes);
        handling = handling.then(() => {
          if (!isOpen()) return;
          if ('refused' in message) return refuse(CLOSE_BAD_MESSAGE, message.refused);
          return handle(message).catch((error: unknown) => {
            app.log.error({ err: error }, 'realtime: a message could not be handled');
            if (isOpen()) socket.close(1011, 'INTERNAL');
          });
        });
      });
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        if (subscriber) hub.leave(subscriber);
      });
    }
  };
}
