// (being written)
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context.ts';

export function withdrawalRoutes(_context: ModuleContext) {
  return async (_app: FastifyInstance) => {};
}
