// The fictional Lyngbæk night (data/valgaften/rehearsal-lyngbaek) through the fetch job into the view, wave by wave, as
// on the night: before results, the foreløbig count with projected seats, then fintælling and the official seats.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LiveResults } from '@/components/valgaften/live-results';
import { votesText } from '@/components/valgaften/format';
import { runValgFetch } from '@/lib/valgaften/fetch';
import { forgetValgView, getValgView } from '@/lib/valgaften/read';
import { publishUpTo, recordedFiles } from '@/lib/valgaften/replay';
import { site } from '@/lib/site';
import { dbKind, testDbPerFile } from '@/tests/helpers/db';

const testDb = testDbPerFile();
const NIGHT = path.join(process.cwd(), 'data/valgaften/rehearsal-lyngbaek');
const config = {
  municipalityCode: site.election.municipalityCode,
  seats: site.election.seats,
  listLetter: site.election.listLetter,
  municipality: site.municipality,
  // As valgConfig() gives it: before the election day the coming night's files may carry its (future) dates.
  electionDay: site.election.date,
};

let to: string;
beforeAll(async () => {
  to = await mkdtemp(path.join(os.tmpdir(), 'valg-night-'));
});
afterAll(() => rm(to, { recursive: true, force: true }));

async function playUntil(iso: string) {
  await publishUpTo(NIGHT, to, await recordedFiles(NIGHT), new Date(iso));
  const report = await runValgFetch(testDb.db, { ...config, source: to });
  expect(report.error).toBeUndefined();
  expect(report.refused).toBe(0);
  forgetValgView();
  return (await getValgView(testDb.db)).view;
}

describe(`the Lyngbæk rehearsal night on ${dbKind()}`, () => {
  it('before the polls close: every area known, none counted, no seats', async () => {
    const view = await playUntil('2029-11-20T18:00:00Z');
    expect(view).toMatchObject({
      count: 'ingen',
      areasCounted: 0,
      areasTotal: 8,
      seatSource: null,
    });
  });

  it('on the night: the foreløbig count, projected seats that add up to the council, no personal votes yet', async () => {
    const view = await playUntil('2029-11-20T20:15:00Z');
    expect(view.count).toBe('foreløbig');
    expect(view.areasCounted).toBeGreaterThan(0);
    expect(view.areasCounted).toBeLessThan(8);
    expect(view.seatSource).toBe('fremskrivning');
    expect(
      view.lists.reduce((n, l) => n + l.seats, 0) + view.seatTies.reduce((n, t) => n + t.seats, 0),
    ).toBe(25);
    expect(view.party).not.toBeNull();
    expect(view.candidates.every((c) => c.votes === null && c.status === null)).toBe(true);
  });

  it('the next day: fintælling everywhere, the official seats, and the party’s elected and substitutes in order', async () => {
    const view = await playUntil('2029-11-22T00:00:00Z');
    expect(view).toMatchObject({
      count: 'fintælling',
      mixed: false,
      areasCounted: 8,
      areasTotal: 8,
      seatSource: 'official',
    });
    expect(view.candidateSource).toBe('official');
    const party = view.lists.find((l) => l.id === view.party)!;
    const elected = view.candidates.filter((c) => c.status === 'valgt');
    expect(elected).toHaveLength(party.seats);
    expect(elected.map((c) => c.place)).toEqual(elected.map((_, i) => i + 1));
    const subs = view.candidates.filter((c) => c.status === 'stedfortræder');
    expect(subs.map((c) => c.place)).toEqual(subs.map((_, i) => i + 1));
    expect(view.candidates.every((c) => typeof c.votes === 'number')).toBe(true);
  });

  // What /valgaften's server HTML is made of (app/(site)/valgaften/page.tsx renders LiveResults with this view), from
  // the night as this database holds it: the figures a reader gets before any script runs.
  it('the page’s markup from this database: the count, the party’s votes in Danish, the seats and the elected', async () => {
    forgetValgView();
    const { view } = await getValgView(testDb.db);
    const html = renderToStaticMarkup(
      createElement(LiveResults, {
        view,
        partyName: site.partyName,
        listLetter: site.election.listLetter,
        candidatePages: {},
        beforeText: 'Valgstederne lukker kl. 20.',
      }),
    ).replaceAll('<!-- -->', '');
    const party = view.lists.find((l) => l.id === view.party)!;
    expect(html).toContain('8 af 8 afstemningsområder optalt');
    expect(html).toContain('Fintælling (endeligt resultat)');
    expect(party.votes).toBeGreaterThan(999);
    // Danish thousands: 5.352, not 5352 or 5,352.
    expect(votesText(party.votes)).toMatch(/^\d{1,3}(\.\d{3})+$/);
    expect(html).toContain(votesText(party.votes));
    expect(html).toContain('Stemmer pr. liste');
    expect(html).toContain(`Liste ${site.election.listLetter}’s kandidater`);
    expect(html.match(/>Valgt</g)?.length).toBe(party.seats);
    expect(html).toContain('1. stedfortræder');
    expect(html).not.toContain('Ingen resultater endnu');
  });
});
