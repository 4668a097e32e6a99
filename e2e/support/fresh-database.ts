// Before the e2e server starts on PostgreSQL: drops and creates its own throwaway database (named in
// E2E_DATABASE, e.g. e2e_3310) on the server of TEST_DATABASE_URL, so the demo data is seeded into a
// database no one else uses and every run starts clean. Never touches the database of the URL itself.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
const name = process.env.E2E_DATABASE ?? '';
if (!url || !/^e2e_\d+$/.test(name)) {
  console.error('fresh-database: TEST_DATABASE_URL e E2E_DATABASE (e2e_<porta>) são obrigatórios');
  process.exit(2);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  // The name is checked above (e2e_ and digits): identifiers can't be bound as parameters.
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
