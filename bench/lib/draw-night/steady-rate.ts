// Requests at a steady rate, as members send them: each is sent at its time whether or not those
// before it were answered (an open loop, unlike load.ts's fixed requests in flight), so a slow
// server meets the same arrivals and its slowness shows in the latencies, not in fewer requests.
// At most `inFlight` wait at once (the client's connections, with their queue); an arrival with
// that many waiting is counted as not sent. Each request is noted under the phase it was sent in.
import { performance } from 'node:perf_hooks';
import { Refused } from '../client.ts';

/** What the requests sent in one phase came to. */
export interface PhaseLoad {
  sent: number;
  /** Answered with 2xx. */
  ok: number;
  /** Milliseconds from sending to the answer, of every answered request (2xx or refused). */
  latencies: number[];
  /** Refusals by HTTP status and the error envelope's code ("409 NUMBER_FULL"); failures without an answer as "network". */
  refusals: Map<string, number>;
  /** Arrivals dropped because `inFlight` requests were already waiting. */
  notSent: number;
  /** The phase's wall time, from its first arrival to its end. */
  wallMs: number;
}

export interface SteadyRate {
  /** Ends the current phase (its wall time stops now) and starts `phase`. */
  enter(phase: string): void;
  /** Stops sending and waits for every request under way. */
  stop(): Promise<Map<string, PhaseLoad>>;
}

const TICK_MS = 5;

const refusalOf = (error: unknown): string =>
  error instanceof Refused ? `${error.status}${error.code ? ` ${error.code}` : ''}` : 'network';

/** Sends `send(n)` `perSecond` times a second (n counts from 0) until stopped, starting in `phase`. */
export function steadyRate({
  perSecond,
  inFlight,
  phase: first,
  send,
}: {
  perSecond: number;
  inFlight: number;
  phase: string;
  send: (n: number, phase: string) => Promise<unknown>;
}): SteadyRate {
  const phases = new Map<string, PhaseLoad & { started: number }>();
  let phase = first;
  const begin = (name: string) =>
    phases.set(name, { sent: 0, ok: 0, latencies: [], refusals: new Map(), notSent: 0, wallMs: 0, started: performance.now() });
  begin(first);
  const started = performance.now();
  let due = 0;
  let waiting = 0;
  const under = new Set<Promise<void>>();

  const fire = (n: number) => {
    const load = phases.get(phase);
    if (!load) return;
    if (waiting >= inFlight) {
      load.notSent += 1;
      return;
    }
    load.sent += 1;
    waiting += 1;
    const sentAt = performance.now();
    const request = send(n, phase).then(
      () => {
        load.ok += 1;
        load.latencies.push(performance.now() - sentAt);
      },
      (error: unknown) => {
        const why = refusalOf(error);
        if (why !== 'network') load.latencies.push(performance.now() - sentAt);
        load.refusals.set(why, (load.refusals.get(why) ?? 0) + 1);
      },
    );
    const tracked = request.finally(() => {
      waiting -= 1;
      under.delete(tracked);
    });
    under.add(tracked);
  };

  const timer = setInterval(() => {
    const shouldHave = Math.floor(((performance.now() - started) / 1000) * perSecond);
    while (due < shouldHave) fire(due++);
  }, TICK_MS);

  const end = () => {
    const load = phases.get(phase);
    if (load) load.wallMs = performance.now() - load.started;
  };

  return {
    enter(next) {
      end();
      phase = next;
      begin(next);
    },
    async stop() {
      clearInterval(timer);
      end();
      await Promise.all(under);
      return new Map([...phases].map(([name, { started: _started, ...load }]) => [name, load]));
    },
  };
}
