// The realtime channel, GET /ws: members' sockets get their balance, round status changes and the
// limits of the round they watch, from the events other modules publish (db/events.ts).
export { realtimeRoutes } from './routes.ts';
