// The public feed beside the panel (issue 25 item 3): how long /api/health answers while many
// anonymous requests ask for a store's Facebook feed at once — alone, then with the feed cache off
// and on, then past the per-IP limit (the rest answered 429). Each scenario comes from its own
// address, so the limiter's count of one never spills into the next. Figures, never assertions.
import { performance } from 'node:perf_hooks';
import type { TestApp } from '../tests/helpers/app.js';

export interface FeedRow {
  scenario: string;
  healthP50: number;
  healthP99: number;
  healthCalls: number;
  feedSeconds: number;
  refused: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;

async function scenario(
  t: TestApp,
  name: string,
  feeds: { url: string; count: number; ip: string; cacheSeconds: string } | undefined,
  aloneCalls: number,
): Promise<FeedRow> {
  if (feeds) process.env.FEED_CACHE_SECONDS = feeds.cacheSeconds;
  const started = performance.now();
  let pending = feeds?.count ?? 0;
  let refused = 0;
  const requests = Array.from({ length: pending }, () =>
    t.app
      .inject({ method: 'GET', url: feeds!.url, headers: { 'x-forwarded-for': feeds!.ip } })
      .then((res) => {
        if (res.statusCode === 429) refused++;
        else if (res.statusCode !== 200) throw new Error(`feed: ${res.statusCode} ${res.body.slice(0, 200)}`);
      })
      .finally(() => pending--),
  );
  const times: number[] = [];
  // The panel's side: one health call after another while the feeds run (or a fixed count alone).
  while (feeds ? pending > 0 : times.length < aloneCalls) {
    // As a call from the network would, each comes in a new turn of the event loop (inject alone
    // resolves in microtasks and would never let the feeds' own turns run): its time includes the
    // wait for that turn, which is what a busy server makes a caller wait.
    const t0 = performance.now();
    await new Promise((resolve) => setImmediate(resolve));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    if (res.statusCode !== 200) throw new Error(`health: ${res.statusCode}`);
    times.push(performance.now() - t0);
  }
  await Promise.all(requests);
  delete process.env.FEED_CACHE_SECONDS;
  times.sort((a, b) => a - b);
  return {
    scenario: name,
    healthP50: quantile(times, 0.5),
    healthP99: quantile(times, 0.99),
    healthCalls: times.length,
    feedSeconds: feeds ? (performance.now() - started) / 1000 : 0,
    refused,
  };
}

export async function timeFeedBeside(t: TestApp, companyId: number, concurrency: number): Promise<FeedRow[]> {
  const url = `/api/facebook-integration/show/${companyId}`;
  return [
    await scenario(t, 'health alone', undefined, 200),
    await scenario(
      t,
      `${concurrency} feeds, no cache`,
      { url, count: concurrency, ip: '10.0.0.1', cacheSeconds: '0' },
      0,
    ),
    await scenario(
      t,
      `${concurrency} feeds, cache`,
      { url, count: concurrency, ip: '10.0.0.2', cacheSeconds: '300' },
      0,
    ),
    await scenario(
      t,
      '200 feeds, no cache (limit 120/min)',
      { url, count: 200, ip: '10.0.0.3', cacheSeconds: '0' },
      0,
    ),
  ];
}

export function printFeedRows(title: string, rows: FeedRow[]): void {
  console.log(`\n${title}`);
  console.log(
    'scenario'.padEnd(38),
    'health p50'.padStart(11),
    'health p99'.padStart(11),
    'calls'.padStart(6),
    'feeds s'.padStart(8),
    '429s'.padStart(5),
    '× alone p99'.padStart(12),
  );
  for (const r of rows)
    console.log(
      r.scenario.padEnd(38),
      r.healthP50.toFixed(1).padStart(11),
      r.healthP99.toFixed(1).padStart(11),
      String(r.healthCalls).padStart(6),
      r.feedSeconds.toFixed(1).padStart(8),
      String(r.refused).padStart(5),
      (r.healthP99 / rows[0].healthP99).toFixed(1).padStart(12),
    );
}
