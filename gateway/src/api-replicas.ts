// The API replicas the gateway sends /api and /ws to (API_URL names one, or several separated by
// commas; docs/architecture.md, "Health and shutdown"). Requests go round-robin to the replicas
// whose readiness (/api/health/ready) answered 200 at the last check, made every
// API_CHECK_SECONDS; while none is known ready, to all of them. A request in flight when its
// replica dies is answered 502 by the gateway, never retried on another: it may have moved money.
import { readinessOf } from './gateway-health.ts';

export interface ApiReplicas {
  /** The replica for the next request. */
  pick(): string;
  /** Every replica's readiness address. */
  readyUrls: readonly string[];
  /** Stops the checks. */
  stop(): void;
}

export const readyUrlOf = (api: string) => new URL('/api/health/ready', api).href;

/** The replicas of API_URL: its comma-separated URLs. */
export const apiUrls = (value: string): string[] =>
  value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

export function apiReplicas(urls: readonly string[], { checkEverySeconds, timeoutSeconds }: { checkEverySeconds: number; timeoutSeconds: number }): ApiReplicas {
  let ready = [...urls];
  let turn = 0;
  let timer: NodeJS.Timeout | undefined;
  if (urls.length > 1) {
    const check = async () => {
      const answers = await Promise.all(urls.map((url) => readinessOf(readyUrlOf(url), timeoutSeconds)));
      const up = urls.filter((_url, index) => answers[index] === 'ok');
      ready = up.length > 0 ? up : [...urls];
    };
    void check();
    timer = setInterval(() => void check(), checkEverySeconds * 1000);
    timer.unref();
  }
  return {
    pick: () => ready[turn++ % ready.length] as string,
    readyUrls: urls.map(readyUrlOf),
    stop: () => clearInterval(timer),
  };
}
