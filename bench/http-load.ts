// The load generator of the HTTP bench (bench/http.ts), in a process of its own so it never shares
// the servers' event loop: autocannon at N connections on one POST for some seconds; prints one JSON
// line with requests/s, latency percentiles (from every response's time) and the non-2xx count.
import autocannon from 'autocannon';

interface LoadSpec {
  url: string;
  body: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

const spec = JSON.parse(process.argv[2]) as LoadSpec;
const times: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance: autocannon.Instance = autocannon(
    {
      url: spec.url,
      method: 'POST',
      body: spec.body,
      headers: { 'content-type': 'application/json', ...spec.headers },
      connections: spec.connections,
      duration: spec.seconds,
    },
    (error, finished) => (error ? reject(error) : resolve(finished)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
});
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN;
console.log(
  JSON.stringify({
    rps: result.requests.total / spec.seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    non2xx: result.non2xx + result.errors + result.timeouts,
    seconds: spec.seconds,
    // Every response's time, so runs in halves can be merged (bench/http.ts).
    times: times.map((t) => Math.round(t * 100) / 100),
  }),
);
