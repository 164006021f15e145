// The fetch job end to end on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): real VALG files from the
// vendored sample go through the job into the view, and a broken, a foreign and an older file are refused and listed.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { valgFilesForRoom, valgStateForRoom } from '@/db/queries/admin/valgaften';
import { GET } from '@/app/api/valgaften/route';
import { runValgFetch } from '@/lib/valgaften/fetch';
import { forgetValgView, getValgView } from '@/lib/valgaften/read';
import type { ValgConfig } from '@/lib/valgaften/config';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';

const testDb = testDbPerFile();
const SAMPLE = path.join(process.cwd(), 'tests/fixtures/valg/valgresultater');
const name = (area: string, stamp: string) => `valgresultater-Folketingsvalg-${area}-${stamp}.json`;
const STEGE = 'Vordingborg_Kommune-Stege';

// Vordingborg (390) on the Folketingsvalg 2026 sample: a real night's files for one polling area.
const config: ValgConfig = {
  municipalityCode: 390,
  seats: 25,
  listLetter: 'A',
  municipality: 'Vordingborg Kommune',
  source: '',
};

let root: string;
const put = async (area: string, stamp: string) =>
  copyFile(
    path.join(SAMPLE, name(area, stamp)),
    path.join(root, 'valgresultater', name(area, stamp)),
  );
const fetchOnce = () => runValgFetch(testDb.db, { ...config, source: root });

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'valg-fetch-'));
  mkdirSync(path.join(root, 'valgresultater'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe(`the valgaften fetch job on ${dbKind()}`, () => {
  it('stores the municipality’s file and refuses a foreign one and an empty (broken) one, each with its reason', async () => {
    await put(STEGE, '240320262057');
    await put('Aabenraa_Kommune-Aabenraa_Midt', '240320262041');
    await put('Nyborg_Kommune-Ullerslev', '250320260929');
    const report = await fetchOnce();
    expect(report).toMatchObject({ listed: 3, accepted: 1, refused: 2 });
    expect(report.error).toBeUndefined();
    const files = await valgFilesForRoom(testDb.db);
    const byName = Object.fromEntries(files.map((f) => [f.name.split('/')[1], f]));
    expect(byName[name(STEGE, '240320262057')]).toMatchObject({ accepted: true, reason: null });
    expect(byName[name('Aabenraa_Kommune-Aabenraa_Midt', '240320262041')]).toMatchObject({
      accepted: false,
      refusal: 'foreign',
      reason: 'Filen er fra en anden kommune (580), ikke 390.',
    });
    expect(byName[name('Nyborg_Kommune-Ullerslev', '250320260929')]).toMatchObject({
      accepted: false,
      refusal: 'broken',
      reason: 'Filen er tom.',
    });
    expect((await valgStateForRoom(testDb.db))?.lastFetch).toMatchObject({
      accepted: 1,
      refused: 2,
    });
  });

  it('downloads nothing twice, refuses an older version that arrives late, and takes the fintælling', async () => {
    expect(await fetchOnce()).toMatchObject({ listed: 3, accepted: 0, refused: 0 });
    await put(STEGE, '170320262048');
    await put(STEGE, '250320261135');
    // A newer version of a foreign area is skipped by its name, not downloaded.
    await put('Aabenraa_Kommune-Aabenraa_Midt', '250320261137');
    const report = await fetchOnce();
    expect(report).toMatchObject({ accepted: 1, refused: 1, skippedForeign: 1 });
    const older = (await valgFilesForRoom(testDb.db)).find((f) =>
      f.name.endsWith('170320262048.json'),
    );
    expect(older).toMatchObject({ accepted: false, refusal: 'older' });
    expect(older?.reason).toMatch(/^Filen er ikke nyere end den gemte version af samme område/);
  });

  it('shows the newest version of the area in the view and answers 304 to a matching If-None-Match', async () => {
    forgetValgView();
    const { view, etag } = await getValgView(testDb.db);
    expect(view).toMatchObject({
      count: 'fintælling',
      areasCounted: 1,
      areasTotal: 1,
      mixed: false,
    });
    expect(view.areas[0]).toMatchObject({ name: 'Stege', count: 'fintælling' });
    // The list totals are the file's own Stemmer, and the shares of valid votes add up to one.
    expect(view.lists.reduce((n, l) => n + l.votes, 0)).toBe(view.valid);
    expect(view.lists.reduce((n, l) => n + l.share, 0)).toBeCloseTo(1, 6);
    expect(view.seatSource).toBe('fremskrivning');
    expect(
      view.lists.reduce((n, l) => n + l.seats, 0) + view.seatTies.reduce((n, t) => n + t.seats, 0),
    ).toBe(25);

    const first = await GET(new Request('http://localhost/api/valgaften'), undefined);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(
      'public, s-maxage=5, stale-while-revalidate=30',
    );
    expect(first.headers.get('etag')).toBe(etag);
    const again = await GET(
      new Request('http://localhost/api/valgaften', { headers: { 'If-None-Match': etag } }),
      undefined,
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('refuses a file that is not JSON and one that does not follow its schema', async () => {
    await writeFile(
      path.join(root, 'valgresultater', name(STEGE, '260320261200')),
      '{"Valgart": "Folketingsv',
    );
    await writeFile(
      path.join(root, 'valgresultater', name(STEGE, '260320261300')),
      JSON.stringify({ Valgart: 'Folketingsvalg', Kommunekode: 390 }),
    );
    const report = await fetchOnce();
    expect(report).toMatchObject({ accepted: 0, refused: 2 });
    const refused = (await valgFilesForRoom(testDb.db)).filter(
      (f) => f.name.includes('2603202612') || f.name.includes('2603202613'),
    );
    expect(refused.map((f) => f.refusal).sort()).toEqual(['broken', 'schema']);
    forgetValgView();
    expect((await getValgView(testDb.db)).view.count).toBe('fintælling');
  });
});
