// The migrated template every PGlite test database starts from (tests/helpers/pglite-template.mjs, jest's
// globalSetup): it must hold exactly the committed migrations and no rows, or the tests would run on a schema other
// than the one the app migrates to, or on data they did not write.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dbKind } from '@/tests/helpers/db';

const template = process.env.PGLITE_TEMPLATE_FILE;
const journal = JSON.parse(
  readFileSync(path.join(process.cwd(), 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

// Only the PGlite project starts from the template; the postgres project makes a schema per file instead.
const pgliteOnly = dbKind() === 'pglite' ? describe : describe.skip;

pgliteOnly('the PGlite test template', () => {
  let client: PGlite;
  beforeAll(async () => {
    expect(template).toBeTruthy();
    client = new PGlite({ loadDataDir: new Blob([readFileSync(template!)]) });
    await client.waitReady;
  });
  afterAll(() => client?.close());

  it('holds every committed migration, and only those', async () => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('holds no rows in any table of the app', async () => {
    const { rows: tables } = await client.query<{ name: string }>(
      "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
      expect({ table: name, rows: rows[0]?.n }).toEqual({ table: name, rows: 0 });
    }
  });
});
