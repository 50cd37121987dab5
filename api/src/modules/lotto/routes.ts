// Every route of the lottery (docs/domain.md#lotteries-and-rounds), registered here and only here:
// members' routes and the back office's side by side. Each group's handlers live with its code.
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { betTypeRoutes } from './catalog/bet-type-routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { limitRoutes } from './limits/routes.ts';
import { resultRoutes } from './results/routes.ts';
import { winLoseRoutes } from './results/winlose-routes.ts';
import { backofficeRoundRoutes } from './rounds/backoffice-routes.ts';
import { roundCancelRoutes } from './rounds/cancel-routes.ts';
import { roundControlRoutes } from './rounds/routes.ts';
import { lottoSettingsRoutes } from './setting-routes.ts';
import { slipRoutes } from './slips/routes.ts';

export function lottoRoutes(context: RouteContext): Routes {
  return async (app) => {
    // GET /lotto/catalog, GET /lotto/rounds, GET /lotto/rounds/:roundId
    await app.register(catalogRoutes(context));
    // Back office: GET and PUT /backoffice/lottos/:code/bet-types
    await app.register(betTypeRoutes(context));
    // Back office: POST /backoffice/rounds/:roundId/open, POST /backoffice/rounds/:roundId/close
    await app.register(roundControlRoutes(context));
    // Back office: POST /backoffice/rounds/:roundId/cancel
    await app.register(roundCancelRoutes(context));
    // Back office: GET /backoffice/rounds, GET /backoffice/rounds/:roundId
    await app.register(backofficeRoundRoutes(context));
    // Back office: GET /backoffice/rounds/:roundId/exposure, PUT /backoffice/rounds/:roundId/limits
    await app.register(limitRoutes(context));
    // POST /lotto/slips, GET /lotto/slips, GET /lotto/slips/:id, POST /lotto/slips/:id/cancel;
    // back office: GET /backoffice/slips, GET /backoffice/slips/:id
    await app.register(slipRoutes(context));
    // Back office: POST /backoffice/rounds/:roundId/result, POST /backoffice/rounds/:roundId/result/preview;
    // GET /lotto/results
    await app.register(resultRoutes(context));
    // GET /lotto/winlose; back office: GET /backoffice/winlose
    await app.register(winLoseRoutes(context));
    // Back office: GET and PUT /backoffice/settings/lotto
    await app.register(lottoSettingsRoutes(context));
  };
}
