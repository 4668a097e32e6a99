// Statements whose text depends only on who reads them (the store filter's store and the permission
// level) and whose one changing value is a parameter: built, scoped by the store filter and compiled
// once per reader, then run with the call's value. The product page's rows (every field and five
// lookup subqueries) were built, walked by the store filter and compiled again on every call.
import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from '../db/connect.js';

/** Where the call's value goes: compiled as one parameter, found again by identity. */
export type Slot = readonly unknown[] & { readonly slot: true };

/** More readers than this and the compiled statements start over (a few kB each). */
const MAX_READERS = 1000;

interface Reader {
  db: Database;
}

export interface CompiledOnce<R extends Reader, T> {
  /** key: what the statement's text depends on besides the value (the reader's store and level). */
  run(reader: R, key: string, value: unknown): Promise<T[]>;
}

export function compiledOnce<R extends Reader, T>(
  build: (reader: R, slot: Slot) => Compilable<T>,
): CompiledOnce<R, T> {
  const compiled = new Map<string, { query: CompiledQuery<T>; at: number }>();
  return {
    async run(reader, key, value) {
      let entry = compiled.get(key);
      if (!entry) {
        const slot = Object.assign([], { slot: true as const });
        const query = build(reader, slot).compile();
        const at = query.parameters.indexOf(slot);
        if (at < 0) throw new Error('compiledOnce: the statement does not use its slot');
        if (compiled.size >= MAX_READERS) compiled.clear();
        entry = { query, at };
        compiled.set(key, entry);
      }
      const parameters = [...entry.query.parameters];
      parameters[entry.at] = value;
      // Through the handle: its connection (the request's transaction), logging and result plugins.
      return (await reader.db.executeQuery<T>({ ...entry.query, parameters })).rows;
    },
  };
}
