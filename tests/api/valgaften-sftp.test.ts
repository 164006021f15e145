// The fetch job against an SFTP source: an in-process SFTP server (ssh2's Server) serves a folder laid out as
// data.valg.dk, and the job lists, downloads and stores through ssh2-sftp-client as it will on the night.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { valgFilesForRoom } from '@/db/queries/admin/valgaften';
import { runValgFetch } from '@/lib/valgaften/fetch';
import { openSource } from '@/lib/valgaften/source';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { startSftpServer } from '@/tests/helpers/sftp-server';

const testDb = testDbPerFile();
const SAMPLE = path.join(process.cwd(), 'tests/fixtures/valg/valgresultater');
const STEGE = 'valgresultater-Folketingsvalg-Vordingborg_Kommune-Stege-240320262057.json';
const AABENRAA = 'valgresultater-Folketingsvalg-Aabenraa_Kommune-Aabenraa_Midt-240320262041.json';

let root: string;
let server: Awaited<ReturnType<typeof startSftpServer>>;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'valg-sftp-'));
  const election = path.join(root, 'data/kommunalvalg-test');
  await mkdir(path.join(election, 'valgresultater'), { recursive: true });
  for (const f of [STEGE, AABENRAA])
    await copyFile(path.join(SAMPLE, f), path.join(election, 'valgresultater', f));
  server = await startSftpServer(root);
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const config = {
  municipalityCode: 390,
  seats: 25,
  listLetter: 'A',
  municipality: 'Vordingborg Kommune',
};

describe(`the valgaften fetch job over SFTP on ${dbKind()}`, () => {
  it('lists and downloads the files over SFTP and stores this municipality’s', async () => {
    const report = await runValgFetch(testDb.db, {
      ...config,
      source: server.url('/data/kommunalvalg-test'),
    });
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ listed: 2, accepted: 1, refused: 1 });
    expect(report.source).toMatch(/^sftp:\/\/Valg@127\.0\.0\.1:\d+\/data\/kommunalvalg-test$/);
    const files = await valgFilesForRoom(testDb.db);
    expect(files.find((f) => f.name.endsWith(STEGE))?.accepted).toBe(true);
    expect(files.find((f) => f.name.endsWith(AABENRAA))?.refusal).toBe('foreign');
  });

  it('reads the same bytes as on disk', async () => {
    const source = openSource(server.url('/data/kommunalvalg-test'));
    try {
      const bytes = await source.read(`valgresultater/${STEGE}`);
      const { readFile } = await import('node:fs/promises');
      expect(Buffer.from(bytes).equals(await readFile(path.join(SAMPLE, STEGE)))).toBe(true);
    } finally {
      await source.close();
    }
  });

  it('reports a wrong password in Danish instead of throwing', async () => {
    const url = server.url('/data/kommunalvalg-test').replace('Valg:Valg@', 'Valg:forkert@');
    const report = await runValgFetch(testDb.db, { ...config, source: url });
    expect(report.error).toMatch(/^Kilden kunne ikke læses: /);
    expect(report.error).not.toContain('forkert');
  });
});
