// The lottery module's routes (DESIGN §4, §6), each part in its own file.
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { resultRoutes } from './result-routes.ts';
import { slipRoutes } from './slip-routes.ts';

export function lottoRoutes(context: ModuleContext) {
  return async (app: FastifyInstance) => {
    await app.register(catalogRoutes(context));
    await app.register(slipRoutes(context));
    await app.register(resultRoutes(context));
  };
}
