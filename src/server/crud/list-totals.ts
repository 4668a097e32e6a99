// Totals of filtered lists, counted once per filter set and reused for the next pages and the next
// calls until a row that could change them is written (issue 26): counting the ~90,000 products
// whose name holds a word cost more than the page itself, on every page. A total is kept with the
// versions of the tables it was counted from, per store; a write moves its table's version for its
// store — in this process as the request commits (committed-writes.ts), in every process when the
// database's notification of the commit arrives (migration 0029's triggers, whatever wrote the
// row; db/notifications.ts) — and the total is counted again. While the listener is down every
// total is counted.
import type { Database } from '../db/connect.js';
import { listen, type Subscription } from '../db/notifications.js';
import { onCommittedWrites } from '../tenancy/committed-writes.js';

/** The channel of migration 0029: `table:store` of a row written in a column the filters read. */
export const ROW_CHANGES_CHANNEL = 'painel_row_changes';
/** Even with every notification heard, a total is counted again after this long. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  total: unknown;
  stamp: string;
  countedAt: number;
}

export class ListTotals {
  private readonly entries = new Map<string, Entry>();
  /** Per `table:store`; per table for writes of no known store (an admin's); per table for any. */
  private readonly perStore = new Map<string, number>();
  private readonly unknownStore = new Map<string, number>();
  private readonly anyStore = new Map<string, number>();
  private epoch = 0;

  constructor(private readonly usable: () => boolean = () => true) {}

  /**
   * The total under `key` (the filter set, the store's included) counted from `tables`, for one
   * store or (undefined) every store: reused while none of them was written since, else counted.
   * Any value counted from those tables may be kept so (the order menu's counts); callers never
   * change what they get back.
   */
  async total<T = number>(
    key: string,
    tables: readonly string[],
    store: number | undefined,
    count: () => Promise<T>,
    now = Date.now(),
  ): Promise<T> {
    if (!this.usable()) return count();
    const stamp = this.stamp(tables, store);
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp && now - kept.countedAt < MAX_AGE_MS) {
      // Most recently used last: the oldest is the first to go.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.total as T;
    }
    const total = await count();
    // A write heard while counting may or may not be in the count: keep it only if none was.
    if (this.usable() && this.stamp(tables, store) === stamp) {
      this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { total, stamp, countedAt: now });
    }
    return total;
  }

  /** A row of `table` was written, in `store` (undefined: a store not known). */
  changed(table: string, store: number | undefined): void {
    bump(this.anyStore, table);
    if (store === undefined) bump(this.unknownStore, table);
    else bump(this.perStore, `${table}:${store}`);
  }

  /** Writes may have gone unheard: nothing kept is trusted. */
  reset(): void {
    this.epoch++;
    this.entries.clear();
  }

  private stamp(tables: readonly string[], store: number | undefined): string {
    const parts = [this.epoch];
    for (const table of tables)
      if (store === undefined) parts.push(this.anyStore.get(table) ?? 0);
      else parts.push(this.perStore.get(`${table}:${store}`) ?? 0, this.unknownStore.get(table) ?? 0);
    return parts.join('.');
  }
}

function bump(versions: Map<string, number>, key: string): void {
  versions.set(key, (versions.get(key) ?? 0) + 1);
}

/**
 * The list totals of an app on `db`, kept up to date by this process's commits and the database's
 * notifications; `close` ends the listening.
 */
export function watchListTotals(db: Database): { totals: ListTotals; close: () => Promise<void> } {
  const totals = new ListTotals(() => subscription?.live ?? false);
  const subscription: Subscription | undefined = listen(db, ROW_CHANGES_CHANNEL, {
    message: (payload) => {
      const [table, store] = payload.split(':');
      const id = Number(store);
      if (table && Number.isSafeInteger(id)) totals.changed(table, id);
      else totals.reset();
    },
    reset: () => totals.reset(),
  });
  // This process's own writes, at once: the notification of a commit arrives a moment later.
  onCommittedWrites(db, ({ tables, store }) => {
    for (const table of tables) totals.changed(table, store);
  });
  return { totals, close: async () => subscription?.close() };
}
