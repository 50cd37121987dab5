// The async boundary: shared singletons are negotiated before any app code runs. What needs no
// shared library starts first (app/start-up.ts). The chunk has a name the gateway finds it by, to
// tell the browser to fetch it with the page (server/preload-hints.ts).
import { startUp } from './app/start-up.ts';

const reads = startUp();
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx').then(({ start }) => start(reads));
