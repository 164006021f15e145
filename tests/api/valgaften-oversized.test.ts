// The valgaften fetch job's size limit on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): a file over
// 5 MB is refused with its size in Danish, whether the listing says so or the file grows past it while it is read, and
// the area's good snapshot stays what the night's view shows. Real VALG files from the vendored sample, padded with the
// whitespace JSON allows, so that only the size tells them from a file the job would take.
import { appendFile, copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { valgFilesForRoom } from '@/db/queries/admin/valgaften';
import { valgFiles } from '@/db/schema';
import type { ValgConfig } from '@/lib/valgaften/config';
import { runValgFetch } from '@/lib/valgaften/fetch';
import { forgetValgView, getValgView } from '@/lib/valgaften/read';
import { openSource, type ValgSource } from '@/lib/valgaften/source';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';

const testDb = testDbPerFile();
const SAMPLE = path.join(process.cwd(), 'tests/fixtures/valg/valgresultater');
const STEGE = 'Vordingborg_Kommune-Stege';
const name = (stamp: string) => `valgresultater-Folketingsvalg-${STEGE}-${stamp}.json`;
/** lib/valgaften/fetch.ts MAX_FILE_BYTES. */
const LIMIT = 5 * 1024 * 1024;
const tooBig = `Filen er for stor (${LIMIT + 1} byte; højst ${LIMIT}).`;
// Stege's foreløbig optælling (the good snapshot) and its fintælling (which the job takes, unless it is too big).
const FORELOEBIG = '240320262057';
const FINTAELLING = '250320261135';

const config: ValgConfig = {
  municipalityCode: 390,
  seats: 25,
  listLetter: 'A',
  municipality: 'Vordingborg Kommune',
  source: '',
};

let root: string;
const inFolder = (file: string) => path.join(root, 'valgresultater', file);
/** The sample's fintælling under `file`, padded with spaces to exactly `bytes` (null: as published). */
async function fintaelling(file: string, bytes: number | null) {
  const json = await readFile(path.join(SAMPLE, name(FINTAELLING)));
  await writeFile(inFolder(file), json);
  if (bytes !== null) await appendFile(inFolder(file), ' '.repeat(bytes - json.length));
}
const fetchOnce = (source?: ValgSource) =>
  runValgFetch(testDb.db, { ...config, source: root }, { source });
const view = async () => {
  forgetValgView();
  return getValgView(testDb.db);
};
const row = async (file: string) =>
  (await valgFilesForRoom(testDb.db)).find((f) => f.name === `valgresultater/${file}`);
const acceptedNames = async () =>
  (
    await testDb.db
      .select({ name: valgFiles.name })
      .from(valgFiles)
      .where(eq(valgFiles.accepted, true))
  ).map((r) => r.name.split('-').at(-1));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'valg-oversized-'));
  mkdirSync(path.join(root, 'valgresultater'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe(`a valgaften file over 5 MB on ${dbKind()}`, () => {
  let good: Awaited<ReturnType<typeof view>>;

  it('is refused with its size, stores no content, and the foreløbig snapshot stays in the view', async () => {
    await copyFile(path.join(SAMPLE, name(FORELOEBIG)), inFolder(name(FORELOEBIG)));
    expect(await fetchOnce()).toMatchObject({ accepted: 1, refused: 0 });
    good = await view();
    expect(good.view).toMatchObject({ count: 'foreløbig', areasCounted: 1 });
    expect(good.view.areas[0]).toMatchObject({ name: 'Stege', count: 'foreløbig' });

    // Newer and valid, one byte over the limit.
    await fintaelling(name(FINTAELLING), LIMIT + 1);
    const report = await fetchOnce();
    expect(report).toMatchObject({ listed: 2, accepted: 0, refused: 1 });
    expect(report.error).toBeUndefined();
    expect(await row(name(FINTAELLING))).toMatchObject({
      accepted: false,
      refusal: 'oversized',
      reason: tooBig,
      releasedAt: null,
    });
    const [stored] = await testDb.db
      .select({ content: valgFiles.content, areaKey: valgFiles.areaKey })
      .from(valgFiles)
      .where(eq(valgFiles.name, `valgresultater/${name(FINTAELLING)}`));
    expect(stored).toEqual({ content: null, areaKey: null });
    expect(await acceptedNames()).toEqual([`${FORELOEBIG}.json`]);
    const after = await view();
    expect(after.etag).toBe(good.etag);
    expect(after.view).toEqual(good.view);

    // The same file again is not read again.
    expect(await fetchOnce()).toMatchObject({ listed: 2, accepted: 0, refused: 0 });
  });

  it('is refused when it grows past the limit between the listing and the read', async () => {
    const file = name('250320261140');
    await fintaelling(file, null);
    const folder = openSource(root);
    // The listing sees the published size; the upload is still being written when the job reads it.
    const growing: ValgSource = {
      ...folder,
      read: async (entry, maxBytes) => {
        if (entry.endsWith(file)) {
          const size = (await readFile(inFolder(file))).length;
          await appendFile(inFolder(file), ' '.repeat(LIMIT + 1 - size));
        }
        return folder.read(entry, maxBytes);
      },
    };
    expect(await fetchOnce(growing)).toMatchObject({ accepted: 0, refused: 1 });
    expect(await row(file)).toMatchObject({
      accepted: false,
      refusal: 'oversized',
      reason: tooBig,
    });
    expect(await acceptedNames()).toEqual([`${FORELOEBIG}.json`]);
    expect((await view()).etag).toBe(good.etag);
    await rm(inFolder(file));
  });

  it('a file of exactly 5 MB under the refused name is read again and taken', async () => {
    await fintaelling(name(FINTAELLING), LIMIT);
    expect(await fetchOnce()).toMatchObject({ accepted: 1, refused: 0 });
    expect((await acceptedNames()).sort()).toEqual([`${FORELOEBIG}.json`, `${FINTAELLING}.json`]);
    const { view: now } = await view();
    expect(now).toMatchObject({ count: 'fintælling', areasCounted: 1 });
  });
});
