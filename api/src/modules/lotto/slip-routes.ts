// HTTP face of the lottery module: slips: place, read, cancel; and cancelling a whole round with refunds (back office).
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context.ts';

export function slipRoutes(_context: ModuleContext) {
  return async (_app: FastifyInstance) => {};
}
