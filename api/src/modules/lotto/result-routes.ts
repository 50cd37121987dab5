// HTTP face of the lottery module: results: entered by an operator, read by members; the win/lose report.
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context.ts';

export function resultRoutes(_context: ModuleContext) {
  return async (_app: FastifyInstance) => {};
}
