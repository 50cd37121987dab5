// (being written)
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context.ts';

export function responsiblePlayRoutes(_context: ModuleContext) {
  return async (_app: FastifyInstance) => {};
}
