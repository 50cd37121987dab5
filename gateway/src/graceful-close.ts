// Closing the gateway with requests in flight (docs/architecture.md, "Health and shutdown"). Once
// app.close() has begun, Fastify answers 503 to any new request (readiness too) and stops
// accepting connections, and it waits for the requests under way, proxied ones until their
// upstream answers. Each of their answers says `Connection: close`, so the kept-alive connection
// it came on ends with it instead of holding the close up; and every proxied websocket is closed
// with 1001 SERVER_CLOSING, the API's own hint to reconnect (the session bus does, and reaches a
// gateway still up).
import type fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

type WebSocketHooks = NonNullable<Extract<Parameters<typeof fastifyHttpProxy>[1], { websocket: true }>['wsHooks']>;
type ClientSocket = Parameters<NonNullable<WebSocketHooks['onDisconnect']>>[1];

/** Registers the closing behaviour; answers the hooks the /ws proxy keeps its clients' sockets by. */
export function registerGracefulClose(app: FastifyInstance): WebSocketHooks {
  let closing = false;
  const sockets = new Set<ClientSocket>();
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of sockets) socket.close(1001, 'SERVER_CLOSING');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  return {
    onConnect: (_context, source) => {
      sockets.add(source);
    },
    onDisconnect: (_context, source) => {
      sockets.delete(source);
    },
  };
}
