// The sign-in pages' chunk (pages.ts), fetched once whoever asks first: the routes, or the start
// of a visit without a session.
export const loadAuthPages = () => import(/* webpackChunkName: "sign-in" */ './pages.ts');
