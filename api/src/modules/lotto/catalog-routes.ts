// HTTP face of the lottery module: the catalog, rounds and one round (members), and the back office's rounds, limits, rates and audit log.
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context.ts';

export function catalogRoutes(_context: ModuleContext) {
  return async (_app: FastifyInstance) => {};
}
