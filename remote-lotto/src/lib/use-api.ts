// One way every page reads the API: a call started when the page opens, again whenever its inputs
// change and on reload, with loading and error states. An answer for inputs that have changed
// since is dropped; a reload keeps showing the last answer until the new one arrives.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ApiState<T> {
  /** The last answer for the current inputs. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export type Input = string | number | boolean | null | undefined;

interface Settled<T> {
  request: string;
  data?: T;
  error?: unknown;
}

/** Calls `load` now, whenever one of `inputs` changes, and on reload. */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, inputs: readonly Input[]): ApiState<T> {
  const key = JSON.stringify(inputs);
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  const [settled, setSettled] = useState<Settled<T>>();
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (data) => !controller.signal.aborted && setSettled({ request, data }),
      (error: unknown) => !controller.signal.aborted && setSettled({ request, error }),
    );
    return () => controller.abort();
  }, [request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const sameInputs = settled?.request.endsWith(`:${key}`) ?? false;
  return {
    data: sameInputs ? settled?.data : undefined,
    error: settled?.request === request ? settled.error : undefined,
    loading: settled?.request !== request,
    reload,
  };
}
