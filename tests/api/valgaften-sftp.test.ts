// The fetch job against an SFTP source: an in-process SFTP server (ssh2's Server) serves a folder laid out as
// data.valg.dk, and the job lists, downloads and stores through ssh2-sftp-client as it will on the night.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { valgFilesForRoom } from '@/db/queries/admin/valgaften';
import { runValgFetch } from '@/lib/valgaften/fetch';
import { hostKeyFingerprint, openSource } from '@/lib/valgaften/source';
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
      const bytes = await source.read(`valgresultater/${STEGE}`, 5 * 1024 * 1024);
      const { readFile } = await import('node:fs/promises');
      expect(Buffer.from(bytes).equals(await readFile(path.join(SAMPLE, STEGE)))).toBe(true);
    } finally {
      await source.close();
    }
  });

  it('with VALG_HOST_KEY, reads from the server with that key and refuses one with another key, reading nothing', async () => {
    const source = server.url('/data/kommunalvalg-test');
    const before = await valgFilesForRoom(testDb.db);
    const other = hostKeyFingerprint(Buffer.from('not the server key'));
    const refused = await runValgFetch(testDb.db, { ...config, source, hostKey: other });
    expect(refused.error).toBe(
      'Kilden kunne ikke læses: SFTP-serverens nøgle passer ikke med VALG_HOST_KEY; der er intet hentet fra 127.0.0.1.',
    );
    expect(refused).toMatchObject({ listed: 0, accepted: 0, refused: 0 });
    expect(await valgFilesForRoom(testDb.db)).toEqual(before);

    // The fingerprint docs/operations.md tells the operator to read, with OpenSSH's tools (Debian's openssh-client,
    // installed here and in CI): the same string as the server's key gives. Asynchronous, because the server answers
    // from this process.
    const { stdout } = await promisify(execFile)('sh', [
      '-c',
      `ssh-keyscan -p ${server.port} -t ed25519 127.0.0.1 2>/dev/null | ssh-keygen -lf -`,
    ]);
    expect(stdout.split(' ')[1]).toBe(server.hostKey);

    const pinned = await runValgFetch(testDb.db, { ...config, source, hostKey: server.hostKey });
    expect(pinned.error).toBeUndefined();
    expect(pinned.listed).toBe(2);
  });

  it('reports a wrong password in Danish instead of throwing', async () => {
    const url = server.url('/data/kommunalvalg-test').replace('Valg:Valg@', 'Valg:forkert@');
    const report = await runValgFetch(testDb.db, { ...config, source: url });
    expect(report.error).toMatch(/^Kilden kunne ikke læses: /);
    expect(report.error).not.toContain('forkert');
  });
});
