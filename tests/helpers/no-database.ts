// A Kysely handle with PostgreSQL's compiler and no database: statements compile as on PostgreSQL,
// and run to no rows. `sent` holds every statement run, as the driver got it.
import {
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { DB } from '../../src/generated/db.js';

export function noDatabase(): { db: Kysely<DB>; sent: CompiledQuery[] } {
  const sent: CompiledQuery[] = [];
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  return { db, sent };
}
