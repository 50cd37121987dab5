// The API's GET /metrics (prom-client's text format), read by the draw-night vitals and the
// deployment test (e2e/deployment/).

/** The value of the metric `name` (its first series, labelled or not), or undefined when the text has none. */
export function metricValue(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `) || candidate.startsWith(`${name}{`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}
