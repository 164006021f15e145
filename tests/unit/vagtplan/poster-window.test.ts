import { fourthSaturdayBefore, posterWindow } from '@/lib/vagtplan/poster-window';

// Checked against what the municipalities published for each election (the sources in lib/vagtplan/poster-window.ts).
describe('the legal poster window (vejloven § 84)', () => {
  it.each([
    // Kommunalvalg 2029 (content/site.json): the fourth Saturday is in October, still summer time (CEST, UTC+2); the
    // clocks go back on 28 October, so the end of 28 November is in winter time (CET, UTC+1).
    [
      '2029-11-20',
      '2029-10-27',
      '2029-10-27T10:00:00.000Z',
      '2029-11-28',
      '2029-11-28T23:00:00.000Z',
    ],
    // Kommunalvalg 2021: 23 October (Hedensted Kommune's page says so), the month before election day.
    [
      '2021-11-16',
      '2021-10-23',
      '2021-10-23T10:00:00.000Z',
      '2021-11-24',
      '2021-11-24T23:00:00.000Z',
    ],
    // Folketingsvalg 5 June 2019: 11 May (Mors Kommune), all in summer time.
    [
      '2019-06-05',
      '2019-05-11',
      '2019-05-11T10:00:00.000Z',
      '2019-06-13',
      '2019-06-13T22:00:00.000Z',
    ],
    // Europaparlamentsvalg Sunday 26 May 2019: 4 May (TV2 Østjylland).
    [
      '2019-05-26',
      '2019-05-04',
      '2019-05-04T10:00:00.000Z',
      '2019-06-03',
      '2019-06-03T22:00:00.000Z',
    ],
  ])(
    'election %s: up from %s 12:00, down by the end of %s',
    (election, upDay, upFrom, downDay, downBy) => {
      const window = posterWindow(election);
      expect(window.upDay).toBe(upDay);
      expect(window.upFrom.toISOString()).toBe(upFrom);
      expect(window.downDay).toBe(downDay);
      expect(window.downBy.toISOString()).toBe(downBy);
    },
  );

  it('counts Saturdays strictly before a Saturday election day', () => {
    expect(fourthSaturdayBefore('2026-03-28')).toBe('2026-02-28');
  });

  it('crosses the change to summer time too: 12:00 on a Saturday after 29 March 2026 is 10:00 UTC', () => {
    // Election 25 April 2026: fourth Saturday 28 March (winter time), the clocks go forward the next night.
    expect(posterWindow('2026-04-25').upFrom.toISOString()).toBe('2026-03-28T11:00:00.000Z');
  });
});
