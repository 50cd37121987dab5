// The async boundary: shared singletons are negotiated before any app code runs. The chunk has a
// name the gateway finds it by, to tell the browser to fetch it with the page (server/preload-hints.ts).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
