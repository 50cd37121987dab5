// (being written)
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context.ts';
import type { PaymentOptions } from './options.ts';

export function depositRoutes(_context: ModuleContext, _options: PaymentOptions) {
  return async (_app: FastifyInstance) => {};
}
