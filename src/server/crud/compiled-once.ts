// Statements whose text depends only on who reads them (the store filter's store, the permission
// level) and on a few choices named in the key (sort, filters present), and whose changing values are
// parameters: built, scoped by the store filter and compiled once per key, then run with the call's
// values. The product page's rows (every field and five lookup subqueries) and the order lists were
// built, walked by the store filter and compiled again on every call.
import { type Compilable, type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/connect.js';

/** One expression per value: compiled as a parameter holding a marker, found again by identity. */
export type Slots<V> = { readonly [K in keyof V]: RawBuilder<V[K]> };

/** More keys than this and the compiled statements start over (a few kB each). */
const MAX_KEYS = 1000;

interface Reader {
  db: Database;
}

/**
 * A key's reader part, first in every key: the store a store user's statement is scoped to, and the
 * permission level (which fields it reads). The choices that change the text follow.
 */
export function readerKey(reader: { own: number | undefined; level: string }, ...choices: unknown[]): string {
  return [reader.own ?? 'all', reader.level, ...choices].join(':');
}

export interface CompiledOnce<R extends Reader, T, V> {
  /** key: all the statement's text depends on besides the values (the reader's store and level…). */
  run(reader: R, key: string, values: V): Promise<T[]>;
}

interface Compiled<T> {
  query: CompiledQuery<T>;
  /** Per parameter position, the value's name (its slot), or undefined for a value baked in. */
  names: (string | undefined)[];
}

export function compiledOnce<R extends Reader, T, V extends Record<string, unknown>>(
  names: readonly (keyof V & string)[],
  build: (reader: R, slots: Slots<V>) => Compilable<T>,
): CompiledOnce<R, T, V> {
  const compiled = new Map<string, Compiled<T>>();
  return {
    async run(reader, key, values) {
      let entry = compiled.get(key);
      if (!entry) {
        const markers = new Map<unknown, string>(names.map((name) => [Object.freeze({ slot: name }), name]));
        const slots = Object.fromEntries([...markers].map(([marker, name]) => [name, sql`${marker}`]));
        const query = build(reader, slots as unknown as Slots<V>).compile();
        const at = query.parameters.map((parameter) => markers.get(parameter));
        if (!at.some((name) => name !== undefined))
          throw new Error('compiledOnce: the statement uses none of its slots');
        if (compiled.size >= MAX_KEYS) compiled.clear();
        entry = { query, names: at };
        compiled.set(key, entry);
      }
      const { query, names: at } = entry;
      const parameters = query.parameters.map((baked, i) => {
        const name = at[i];
        return name === undefined ? baked : values[name];
      });
      // Through the handle: its connection (the request's transaction), logging and result plugins.
      return (await reader.db.executeQuery<T>({ ...query, parameters })).rows;
    },
  };
}
