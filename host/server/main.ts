// The gateway process.
import { readGatewayEnv } from './env.ts';
import { buildGateway } from './gateway.ts';

const env = readGatewayEnv();
const app = await buildGateway(env, { level: 'info' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ host: env.HOST, port: env.PORT });
