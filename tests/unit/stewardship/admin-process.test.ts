// The real `npm run admin` process: argument errors, stdin confirmation and the embedded database on disk.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgliteHandle } from '@/db/client';
import { messages, newsletterSubscribers } from '@/db/schema';

const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

function admin(args: string[], env: Record<string, string>, input = '') {
  // Never the developer's DATABASE_URL: the child must use the temporary embedded database.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', ...env };
  delete childEnv.DATABASE_URL;
  const result = spawnSync(tsx, ['scripts/admin/index.ts', ...args], {
    input,
    encoding: 'utf8',
    env: childEnv,
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run admin (process)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exits 2 with the reason and the usage text for bad arguments', () => {
    const { code, out, err } = admin(['messages', '--category', 'spam'], { PGLITE_DATA_DIR: dir });
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(
      /^Fejl: --category skal være "ros", "idé", "klage" eller "andet" \(fik "spam"\)\.\n\nBrug: npm run admin -- <kommando>/,
    );
  });

  it('forget reads the confirmation from stdin and deletes from the embedded database on disk', async () => {
    const seed = createPgliteHandle(dir);
    await seed.migrate();
    await seed.db.insert(messages).values({
      name: 'Karen Lund',
      email: 'karen@example.dk',
      category: 'ros',
      message: 'Godt initiativ med AI-kurser.',
      consent: true,
      consentVersion: 'v1',
    });
    await seed.db
      .insert(newsletterSubscribers)
      .values({ email: 'KAREN@example.dk', consent: true, consentVersion: 'v1' });
    await seed.close();

    const declined = admin(['forget', 'Karen@Example.dk'], { PGLITE_DATA_DIR: dir }, 'nej\n');
    expect(declined.code).toBe(1);
    expect(declined.err).toContain('Skriv "ja" for at fortsætte');
    expect(declined.err).toContain('Afbrudt. Intet er slettet.');

    const confirmed = admin(['forget', 'karen@example.dk'], { PGLITE_DATA_DIR: dir }, 'ja\n');
    expect(confirmed.code).toBe(0);
    expect(confirmed.out).toMatch(/Slettet: 1 besked \(id 1\), 1 nyhedsbrevstilmelding \(id 1\)\./);
  });
});
