// When a realtime socket that closed is opened again (docs/architecture.md#session-bus): the
// session bus's policy (realtime.ts), kept free of imports so that a Node client — the draw-night
// bench's members — reconnects exactly as a member's page does.

export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A connection live this long was healthy: the wait after it starts again from RECONNECT_FIRST_MS. */
export const HEALTHY_CONNECTION_MS = 30_000;
/** The server's close code for an expired token or a session ended elsewhere (the reason is the API's error code). */
export const CLOSE_UNAUTHENTICATED = 4401;

/** The wait before reconnect attempt `attempt` (0: the first after a close): 1 s doubling up to 30 s, each between half and all of that. */
export function reconnectDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}
