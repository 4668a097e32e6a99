// Credentials stored before x-secret existed (or written by hand) are plain text: at start-up each is
// sealed in place, once. Idempotent: sealed values are left alone.
import { sql } from 'kysely';
import { entities } from '../../generated/registry.js';
import type { Database } from '../db/connect.js';
import { SEALED_PREFIX, type SecretBox, secretContext } from './secret-box.js';

export async function sealPlainSecrets(db: Database, secrets: SecretBox): Promise<number> {
  let sealed = 0;
  for (const model of Object.values(entities))
    for (const p of Object.values(model.properties)) {
      if (!p.secret) continue;
      const column = sql.ref(p.name);
      const plain = await sql<{ id: number; value: string }>`
        select id, ${column} as value from ${sql.table(model.table)}
        where ${column} is not null and ${column} <> '' and ${column} not like ${SEALED_PREFIX + '%'}`.execute(
        db,
      );
      for (const row of plain.rows) {
        const value = secrets.seal(row.value, secretContext(model.table, p.name));
        await sql`update ${sql.table(model.table)} set ${column} = ${value} where id = ${row.id}`.execute(db);
        sealed++;
      }
    }
  return sealed;
}
