// What the graceful-close tests of the API and the gateway ask a server being closed: a GET over a
// given connection (or one of its own), the status of a new connection's GET ('refused' when none
// is accepted), and a condition checked until it holds.
import http from 'node:http';

export interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** GET over `agent` (false: a connection of its own). */
export function get(url: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      })
      .on('error', reject);
  });
}

/** The status of GET `url` on a new connection, or 'refused' when no connection is accepted. */
export const statusOf = (url: string) =>
  get(url, false).then(
    (answer) => answer.status,
    () => 'refused' as const,
  );

/** Checks `condition` until it holds (a bounded number of times, a few milliseconds apart). */
export async function eventually(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the condition never held');
}
