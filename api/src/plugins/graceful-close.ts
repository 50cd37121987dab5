// Closing with requests in flight (docs/architecture.md, "Health and shutdown"). Once app.close()
// has begun, Fastify answers 503 to any new request and stops accepting connections, and it waits
// for the requests under way; each of their answers says `Connection: close`, so the kept-alive
// connection it came on ends with it instead of holding the close up until the client lets go.
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
