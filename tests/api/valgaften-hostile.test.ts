// What a hostile or broken source can do to the night, on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
// an SFTP server (ssh2's Server in this process) or a local folder that lists odd names and sizes, sends more than it
// listed, stops answering, dates a file in year 9999, names a file for this municipality with another's content, or
// publishes figures the seat rules cannot use. Each time the job must go on with the other files, keep the last good
// snapshot, and /api/valgaften must keep answering. Real VALG files from the vendored sample (tests/fixtures/valg) and
// the fictional rehearsal night, changed only where a case says so.
import { mkdir, mkdtemp, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/valgaften/route';
import { valgFilesForRoom } from '@/db/queries/admin/valgaften';
import { valgFiles, valgState } from '@/db/schema';
import type { ValgConfig } from '@/lib/valgaften/config';
import { runValgFetch } from '@/lib/valgaften/fetch';
import { forgetValgView } from '@/lib/valgaften/read';
import { openSource } from '@/lib/valgaften/source';
import { site } from '@/lib/site';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';
import { startSftpServer } from '@/tests/helpers/sftp-server';

const testDb = testDbPerFile();
const SAMPLE = path.join(process.cwd(), 'tests/fixtures/valg/valgresultater');
const NIGHT = path.join(process.cwd(), 'data/valgaften/rehearsal-lyngbaek');
/** lib/valgaften/fetch.ts MAX_FILE_BYTES. */
const LIMIT = 5 * 1024 * 1024;
const stege = (stamp: string) =>
  `valgresultater-Folketingsvalg-Vordingborg_Kommune-Stege-${stamp}.json`;
// Stege's foreløbig optælling (24 Mar 20:57 UTC) and fintælling (25 Mar 11:35 UTC), as published.
const FORELOEBIG = stege('240320262057');
const FINTAELLING = stege('250320261135');
const AABENRAA = 'valgresultater-Folketingsvalg-Aabenraa_Kommune-Aabenraa_Midt-240320262041.json';

const vordingborg: Omit<ValgConfig, 'source'> = {
  municipalityCode: 390,
  seats: 25,
  listLetter: 'A',
  municipality: 'Vordingborg Kommune',
};
const lyngbaek: Omit<ValgConfig, 'source'> = {
  municipalityCode: site.election.municipalityCode,
  seats: site.election.seats,
  listLetter: site.election.listLetter,
  municipality: site.municipality,
  electionDay: site.election.date,
};

let tmp: string;
let sftp: Awaited<ReturnType<typeof startSftpServer>>;
let folders = 0;
/** A fresh election folder under the SFTP server's root: its path there, and on disk. */
async function electionFolder() {
  const name = `valg-${++folders}`;
  const dir = path.join(tmp, name);
  for (const kind of ['valgresultater', 'kandidat-data'])
    await mkdir(path.join(dir, kind), { recursive: true });
  return { dir, url: sftp.url(`/${name}`) };
}
const sampleText = async (file: string) => readFile(path.join(SAMPLE, file), 'utf8');
const put = async (dir: string, file: string, text?: string) =>
  writeFile(path.join(dir, 'valgresultater', file), text ?? (await sampleText(file)));
/** A sample file with some fields changed, as a server that makes its own figures would send it. */
async function changed(file: string, change: (json: Record<string, unknown>) => void) {
  const json = JSON.parse((await sampleText(file)).replace(/^\uFEFF/, '')) as Record<
    string,
    unknown
  >;
  change(json);
  return JSON.stringify(json);
}
const rows = () => valgFilesForRoom(testDb.db);
const row = async (file: string) => (await rows()).find((f) => f.name.endsWith(`/${file}`));
const acceptedNames = async () =>
  (
    await testDb.db
      .select({ name: valgFiles.name })
      .from(valgFiles)
      .where(eq(valgFiles.accepted, true))
  ).map((r) => r.name.split('/')[1]);
/** What a visitor's browser gets from /api/valgaften now. */
async function publicFigures() {
  forgetValgView();
  const response = await GET(new Request('http://localhost/api/valgaften'), undefined);
  return { status: response.status, view: response.status === 200 ? await response.json() : null };
}
/** A listing line as an SFTP server writes it (ssh2-sftp-client reads the type from its first character). */
const listed = (filename: string, size?: number) => ({
  filename,
  longname: `-rw-r--r-- 1 valg valg ${size ?? 0} Jan 1 00:00 ${filename}`,
  attrs: {
    mode: 0o100644,
    uid: 0,
    gid: 0,
    atime: 0,
    mtime: 0,
    ...(size === undefined ? {} : { size }),
  },
});

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'valg-hostile-'));
  sftp = await startSftpServer(tmp);
});
afterAll(async () => {
  await sftp.close();
  await rm(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await testDb.db.delete(valgFiles);
  await testDb.db.delete(valgState);
  sftp.hooks.listing = undefined;
  sftp.hooks.open = undefined;
  forgetValgView();
});

describe(`one odd entry in a listing on ${dbKind()}`, () => {
  // None of these names carries a release time, so the job looks at it before Stege's file.
  it.each([
    {
      odd: 'a name with a NUL byte',
      names: [listed('valgresultater-Folketingsvalg-x\u0000y.json', 200)],
      served: true,
      expect: async () =>
        expect((await rows()).map((r) => r.name)).toEqual([`valgresultater/${FORELOEBIG}`]),
    },
    {
      odd: 'a name of 400 characters',
      names: [listed(`valgresultater-Folketingsvalg-${'x'.repeat(400)}.json`, 200)],
      served: true,
      expect: async () =>
        expect((await rows()).map((r) => r.name)).toEqual([`valgresultater/${FORELOEBIG}`]),
    },
    {
      odd: 'a listed name the server cannot open (as a name that was not valid UTF-8 becomes)',
      names: [listed('valgresultater-Folketingsvalg-Vordingborg_Kommune-St\uFFFDge.json', 200)],
      expect: async () =>
        expect((await rows()).map((r) => r.name)).toEqual([`valgresultater/${FORELOEBIG}`]),
      report: { unreadable: 1 },
    },
    {
      odd: 'a size of 4 GB',
      names: [listed('valgresultater-Folketingsvalg-stor.json', 2 ** 32)],
      expect: async () =>
        expect(await row('valgresultater-Folketingsvalg-stor.json')).toMatchObject({
          accepted: false,
          refusal: 'oversized',
          reason: `Filen er for stor (${2 ** 32} byte; højst ${LIMIT}).`,
        }),
    },
    {
      odd: 'no size at all (on the good file itself)',
      names: [],
      dropSize: true,
      expect: async () =>
        expect((await rows()).map((r) => r.name)).toEqual([`valgresultater/${FORELOEBIG}`]),
    },
  ])('over SFTP, $odd stops nothing: the good file is taken', async (c) => {
    const { dir, url } = await electionFolder();
    await put(dir, FORELOEBIG);
    // A hostile server answers for the names it made up (here with another municipality's real file).
    const foreign = await readFile(path.join(SAMPLE, AABENRAA));
    sftp.hooks.open = (p) =>
      c.served && c.names.some((n) => p.endsWith(n.filename)) ? foreign : undefined;
    sftp.hooks.listing = (dir, names) => [
      ...names.map((n) => (c.dropSize ? { ...n, attrs: { ...n.attrs, size: undefined } } : n)),
      ...(dir.endsWith('/valgresultater') ? c.names : []),
    ];
    const report = await runValgFetch(testDb.db, { ...vordingborg, source: url });
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ accepted: 1, ...c.report });
    expect(await acceptedNames()).toEqual([FORELOEBIG]);
    await c.expect();
  });

  it('in a local folder, a link to a file that is gone and a 3 GB (sparse) file stop nothing', async () => {
    const { dir } = await electionFolder();
    await put(dir, FORELOEBIG);
    await symlink(
      path.join(dir, 'gone.json'),
      path.join(dir, 'valgresultater', 'valgresultater-Folketingsvalg-link.json'),
    );
    await writeFile(
      path.join(dir, 'valgresultater', 'valgresultater-Folketingsvalg-stor.json'),
      '',
    );
    await truncate(
      path.join(dir, 'valgresultater', 'valgresultater-Folketingsvalg-stor.json'),
      3 * 2 ** 30,
    );
    const report = await runValgFetch(testDb.db, { ...vordingborg, source: dir });
    expect(report.error).toBeUndefined();
    expect(await acceptedNames()).toEqual([FORELOEBIG]);
    expect(await row('valgresultater-Folketingsvalg-stor.json')).toMatchObject({
      refusal: 'oversized',
      reason: `Filen er for stor (${3 * 2 ** 30} byte; højst ${LIMIT}).`,
    });
    expect(await row('valgresultater-Folketingsvalg-link.json')).toBeUndefined();
  });
});

describe('a file that is larger when read than when listed', () => {
  it.each(['a local folder', 'SFTP'])(
    'from %s: read() holds at most the limit and one byte, and no more crosses the network',
    async (kind) => {
      const { dir, url } = await electionFolder();
      const file = 'valgresultater/valgresultater-Folketingsvalg-voksende.json';
      await writeFile(path.join(dir, file), '');
      await truncate(path.join(dir, file), 64 * 1024 * 1024);
      const source = openSource(kind === 'SFTP' ? url : dir);
      const sentBefore = sftp.bytesSent();
      try {
        const bytes = await source.read(file, LIMIT);
        expect(bytes.length).toBe(LIMIT + 1);
      } finally {
        await source.close();
      }
      expect(sftp.bytesSent() - sentBefore).toBeLessThan(LIMIT + 1024 * 1024);
    },
  );
});

describe(`an SFTP server that stops answering on ${dbKind()}`, () => {
  it('costs the job one time limit, not the night: the other files are taken and the silent one is read again next time', async () => {
    const { dir, url } = await electionFolder();
    await put(dir, FORELOEBIG);
    await put(dir, stege('240320262000'), await sampleText(FORELOEBIG));
    sftp.hooks.open = (p) => (p.endsWith(stege('240320262000')) ? 'stall' : undefined);
    const source = openSource(url, { timeoutMs: 1_000 });
    const started = Date.now();
    try {
      const report = await runValgFetch(testDb.db, { ...vordingborg, source: url }, { source });
      expect(report.error).toBeUndefined();
      expect(report).toMatchObject({ accepted: 1, unreadable: 1 });
    } finally {
      await source.close();
    }
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await acceptedNames()).toEqual([FORELOEBIG]);
    expect(await row(stege('240320262000'))).toBeUndefined();
  }, 20_000);
});

describe(`release times from the future on ${dbKind()}`, () => {
  it('a file released in year 9999 is refused and does not hold the area against the real count', async () => {
    const { dir } = await electionFolder();
    await put(
      dir,
      stege('240320262000'),
      await changed(FORELOEBIG, (j) => (j.FrigivelsesTidspunktUTC = '01-06-9999 12:00:00')),
    );
    await put(dir, FORELOEBIG);
    await runValgFetch(testDb.db, { ...vordingborg, source: dir });
    await put(dir, FINTAELLING);
    await runValgFetch(testDb.db, { ...vordingborg, source: dir });
    // The night goes on: the page shows the fintælling, not the file from year 9999.
    const { status, view } = await publicFigures();
    expect(status).toBe(200);
    expect(view).toMatchObject({ count: 'fintælling', areasCounted: 1 });
    expect((await acceptedNames()).sort()).toEqual([FORELOEBIG, FINTAELLING]);
    expect(await row(stege('240320262000'))).toMatchObject({
      accepted: false,
      refusal: 'future',
    });
    expect((await row(stege('240320262000')))?.reason).toMatch(
      /^Filen er frigivet i fremtiden \(01\.06\.9999/,
    );
  });

  it('on and after the election day the job’s clock is the bound; before it a rehearsal may play the coming night', async () => {
    const { dir } = await electionFolder();
    await put(dir, FINTAELLING);
    const config = { ...vordingborg, electionDay: '2026-03-24', source: dir };
    // On the night, 21:00 UTC: a "fintælling" released tomorrow morning cannot be real yet.
    const night = await runValgFetch(testDb.db, config, { at: new Date('2026-03-24T21:00:00Z') });
    expect(night).toMatchObject({ accepted: 0, refused: 1 });
    expect(await row(FINTAELLING)).toMatchObject({ refusal: 'future' });

    await testDb.db.delete(valgFiles);
    // Three weeks before, rehearsing on the election's own dates: taken.
    const rehearsal = await runValgFetch(testDb.db, config, {
      at: new Date('2026-03-01T12:00:00Z'),
    });
    expect(rehearsal).toMatchObject({ accepted: 1, refused: 0 });
  });
});

describe(`a file named for this municipality with another one's content on ${dbKind()}`, () => {
  it('is refused as foreign, and the later versions of the area are still read', async () => {
    const { dir } = await electionFolder();
    await put(dir, stege('240320262000'), await sampleText(AABENRAA));
    expect(await runValgFetch(testDb.db, { ...vordingborg, source: dir })).toMatchObject({
      refused: 1,
    });
    expect(await row(stege('240320262000'))).toMatchObject({ refusal: 'foreign' });
    await put(dir, FORELOEBIG);
    const report = await runValgFetch(testDb.db, { ...vordingborg, source: dir });
    expect(await acceptedNames()).toEqual([FORELOEBIG]);
    expect(report).toMatchObject({ accepted: 1, skippedForeign: 0 });
  });
});

describe(`figures the seat rules cannot use on ${dbKind()}`, () => {
  it('a negative vote count is refused, and /api/valgaften keeps answering with the last good figures', async () => {
    const { dir } = await electionFolder();
    await put(dir, FORELOEBIG);
    await runValgFetch(testDb.db, { ...vordingborg, source: dir });
    const good = await publicFigures();
    expect(good.status).toBe(200);

    const negative = await changed(FORELOEBIG, (j) => {
      j.FrigivelsesTidspunktUTC = '24-03-2026 21:30:00';
      (j.IndenforParti as { Stemmer: number }[])[0]!.Stemmer = -100_000;
    });
    await put(dir, stege('240320262130'), negative);
    const report = await runValgFetch(testDb.db, { ...vordingborg, source: dir });
    expect(await publicFigures()).toEqual(good);
    expect(report).toMatchObject({ accepted: 0, refused: 1 });
    expect(await row(stege('240320262130'))).toMatchObject({
      refusal: 'broken',
      reason: 'Filen har et negativt tal, hvor der tælles stemmer (IndenforParti/0/Stemmer).',
    });
  });

  it('a kandidat-data with a list in two valgforbund is refused, and the page keeps answering', async () => {
    const { dir } = await electionFolder();
    const kandidatData = 'kandidat-data-Kommunalvalg-Lyngbæk_Kommune-301020291000.json';
    const area = 'valgresultater-Kommunalvalg-Lyngbæk_Kommune-Bakkehuse-201120292045.json';
    const original = await readFile(path.join(NIGHT, 'kandidat-data', kandidatData), 'utf8');
    await writeFile(path.join(dir, 'kandidat-data', kandidatData), original);
    await put(dir, area, await readFile(path.join(NIGHT, 'valgresultater', area), 'utf8'));
    expect(await runValgFetch(testDb.db, { ...lyngbaek, source: dir })).toMatchObject({
      accepted: 2,
    });
    const good = await publicFigures();
    expect(good.status).toBe(200);

    const json = JSON.parse(original.replace(/^\uFEFF/, ''));
    const [forbund] = json.Valgforbund;
    json.FrigivelsesTidspunktUTC = json.OpdateringsTidspunktUTC = '31-10-2029 10:00:00';
    json.Valgforbund.push({
      ...forbund,
      ValgforbundId: 'f0000000-0000-4000-8000-000000000000',
      Navn: 'Andet forbund',
    });
    const twice = 'kandidat-data-Kommunalvalg-Lyngbæk_Kommune-311020291000.json';
    await writeFile(path.join(dir, 'kandidat-data', twice), JSON.stringify(json));
    const report = await runValgFetch(testDb.db, { ...lyngbaek, source: dir });
    expect(await publicFigures()).toEqual(good);
    expect(report).toMatchObject({ accepted: 0, refused: 1 });
    expect(await row(twice)).toMatchObject({ refusal: 'broken' });
    expect((await row(twice))?.reason).toMatch(
      /^Listen [0-9a-f-]+ står i mere end ét valgforbund\.$/,
    );
  });
});
