// The feed cache's bounds, without a database: a body above the size limit is streamed whole and
// never kept, concurrent requests share a kept body, and the oldest bodies go first past the count.
import { describe, expect, it } from 'vitest';
import { FeedCache, feedCacheStats } from '../src/server/reports/feed-cache.js';

async function* lines(text: string, times: number) {
  for (let i = 0; i < times; i++) yield `${text}${i}\n`;
}

async function read(answer: Awaited<ReturnType<FeedCache['get']>>): Promise<string> {
  if ('body' in answer) return answer.body.toString();
  let text = '';
  for await (const chunk of answer.stream) text += chunk.toString();
  return text;
}

describe('feed cache', () => {
  const expected = (text: string, times: number) =>
    Array.from({ length: times }, (_, i) => `${text}${i}\n`).join('');

  it('streams a body above the size limit whole, and keeps nothing of it', async () => {
    const cache = new FeedCache({ maxBody: 20, maxBytes: 100, maxEntries: 4 });
    const started = feedCacheStats.generations;
    const [a, b] = await Promise.all([
      cache.get(1, 'k', () => lines('linha', 10)),
      cache.get(1, 'k', () => lines('linha', 10)),
    ]);
    expect('stream' in a && 'stream' in b).toBe(true);
    expect(await read(a)).toBe(expected('linha', 10));
    expect(await read(b)).toBe(expected('linha', 10));
    // The follower had to build its own; the next request streams too.
    const c = await cache.get(1, 'k', () => lines('linha', 10));
    expect('stream' in c).toBe(true);
    expect(await read(c)).toBe(expected('linha', 10));
    expect(feedCacheStats.generations - started).toBe(3);
  });

  it('shares and keeps a small body; drops the oldest past the count; forgets a store on invalidation', async () => {
    const cache = new FeedCache({ maxBody: 1000, maxBytes: 10_000, maxEntries: 2 });
    const started = feedCacheStats.generations;
    const answers = await Promise.all([1, 2, 3].map(() => cache.get(1, 'a', () => lines('a', 3))));
    expect(answers.every((x) => 'etag' in x)).toBe(true);
    expect(await read(answers[2])).toBe(expected('a', 3));
    expect(feedCacheStats.generations - started).toBe(1);
    await cache.get(2, 'b', () => lines('b', 3));
    await cache.get(3, 'c', () => lines('c', 3));
    // Two bodies at most: store 1's went first.
    await cache.get(1, 'a', () => lines('a', 3));
    expect(feedCacheStats.generations - started).toBe(4);
    await cache.get(3, 'c', () => lines('c', 3));
    expect(feedCacheStats.generations - started).toBe(4);
    cache.invalidate(3);
    await cache.get(3, 'c', () => lines('c', 3));
    expect(feedCacheStats.generations - started).toBe(5);
  });
});
