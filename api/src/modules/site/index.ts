// The site configuration the front end reads before anyone signs in (demo mode and its accounts,
// the layout, the member the menu is trimmed for), and the administrators' route that changes it.
export { siteRoutes } from './routes.ts';
