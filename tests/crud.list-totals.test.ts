// Filtered list totals kept between calls (src/server/crud/list-totals.ts), on their own: reused
// while nothing they were counted from is written, counted again after a write that could change
// them, and never kept when a write lands while counting.
import { describe, expect, it } from 'vitest';
import { ListTotals } from '../src/server/crud/list-totals.js';

const TABLES = ['product', 'grid'];
const now = Date.UTC(2026, 10, 28, 12);

/** A count that answers `value` and remembers how often it ran. */
function counter(value: () => number) {
  const c = { runs: 0, count: async () => (c.runs++, value()) };
  return c;
}

describe('ListTotals', () => {
  it('counts a filter set once, and again after a write to its store', async () => {
    const totals = new ListTotals();
    let rows = 40;
    const c = counter(() => rows);
    expect(await totals.total('a', TABLES, 1, c.count, now)).toBe(40);
    expect(await totals.total('a', TABLES, 1, c.count, now)).toBe(40);
    expect(c.runs).toBe(1);
    rows = 41;
    totals.changed('grid', 1);
    expect(await totals.total('a', TABLES, 1, c.count, now)).toBe(41);
    expect(c.runs).toBe(2);
  });

  it('keeps it through writes to other stores and other tables', async () => {
    const totals = new ListTotals();
    const c = counter(() => 7);
    await totals.total('a', TABLES, 1, c.count, now);
    totals.changed('product', 2);
    totals.changed('buy', 1);
    await totals.total('a', TABLES, 1, c.count, now);
    expect(c.runs).toBe(1);
  });

  it('counts again after a write of no known store, and an every-store total after any write', async () => {
    const totals = new ListTotals();
    const one = counter(() => 7);
    const all = counter(() => 70);
    await totals.total('one', TABLES, 1, one.count, now);
    await totals.total('all', TABLES, undefined, all.count, now);
    totals.changed('product', 5);
    await totals.total('one', TABLES, 1, one.count, now);
    await totals.total('all', TABLES, undefined, all.count, now);
    expect([one.runs, all.runs]).toEqual([1, 2]);
    totals.changed('product', undefined);
    await totals.total('one', TABLES, 1, one.count, now);
    expect(one.runs).toBe(2);
  });

  it('does not keep a total during which a write was heard', async () => {
    const totals = new ListTotals();
    const c = counter(() => 7);
    const racing = async () => {
      totals.changed('product', 1);
      return c.count();
    };
    await totals.total('a', TABLES, 1, racing, now);
    await totals.total('a', TABLES, 1, c.count, now);
    expect(c.runs).toBe(2);
    await totals.total('a', TABLES, 1, c.count, now);
    expect(c.runs).toBe(2);
  });

  it('counts every time while the change feed is down, and forgets all on a reset', async () => {
    let listening = false;
    const totals = new ListTotals(() => listening);
    const c = counter(() => 7);
    await totals.total('a', TABLES, 1, c.count, now);
    await totals.total('a', TABLES, 1, c.count, now);
    expect(c.runs).toBe(2);
    listening = true;
    await totals.total('a', TABLES, 1, c.count, now);
    await totals.total('a', TABLES, 1, c.count, now);
    expect(c.runs).toBe(3);
    totals.reset();
    await totals.total('a', TABLES, 1, c.count, now);
    expect(c.runs).toBe(4);
  });

  it('counts again after a minute, even with nothing written', async () => {
    const totals = new ListTotals();
    const c = counter(() => 7);
    await totals.total('a', TABLES, 1, c.count, now);
    await totals.total('a', TABLES, 1, c.count, now + 59_999);
    expect(c.runs).toBe(1);
    await totals.total('a', TABLES, 1, c.count, now + 60_000);
    expect(c.runs).toBe(2);
  });
});
