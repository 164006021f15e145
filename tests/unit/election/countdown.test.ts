import { jest } from '@jest/globals';
import { electionPhase, homeBannerText, type ElectionClock } from '@/lib/election/countdown';
import { pageCountdownText } from '@/lib/election/page-countdown';
import {
  countdownDates,
  danishLongDate,
  electionClock,
  englishLongDate,
} from '@/lib/election/schedule';
import { site } from '@/lib/site';
import { now } from '@/lib/time/clock';

// The campaign's election: Tuesday 20 November 2029, polls 08–20, postal votes 9 October – 16 November 2029.
const election = {
  ...site.election,
  date: '2029-11-20',
  pollingHours: { opens: '08:00', closes: '20:00' },
  earlyVoting: { start: '2029-10-09', end: '2029-11-16' },
};
const clock: ElectionClock = electionClock(election);
const DATE = 'Valget er tirsdag den 20. november 2029';

// The clock is driven as the site's own clock is: jest fake timers move now().
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const at = (iso: string, offsetMs = 0) => {
  jest.setSystemTime(new Date(iso).getTime() + offsetMs);
  return now();
};
const banner = (iso: string, offsetMs = 0, resultText?: string) =>
  homeBannerText(clock, electionPhase(clock, at(iso, offsetMs)), DATE, resultText);

describe('the election as the client leaves get it', () => {
  it('closes the polls at 20:00 Copenhagen winter time', () => {
    expect(new Date(clock.closesAt).toISOString()).toBe('2029-11-20T19:00:00.000Z');
    expect(clock.closesLabel).toBe('20');
    expect(
      electionClock({ ...election, pollingHours: { opens: '08:00', closes: '20:30' } }).closesLabel,
    ).toBe('20.30');
  });

  it('writes the date out in Danish and English', () => {
    expect(danishLongDate('2029-11-20')).toBe('tirsdag den 20. november 2029');
    expect(englishLongDate('2029-11-20')).toBe('Tuesday 20 November 2029');
    expect(countdownDates(election, 'da').upcoming).toBe(DATE);
  });
});

describe('home banner at its edges (Copenhagen time)', () => {
  it('counts 2 days until midnight before the day before, then 1 dag (singular)', () => {
    // 2029-11-19 00:00 in Copenhagen is 2029-11-18 23:00 UTC (winter time).
    expect(banner('2029-11-18T23:00:00Z', -1)).toBe('2 dage til valget – sådan stemmer du');
    expect(banner('2029-11-18T23:00:00Z')).toBe('1 dag til valget – sådan stemmer du');
  });

  it('turns to election day at midnight, open until 19:59 and gone at 20:00 and 20:01', () => {
    expect(banner('2029-11-19T23:00:00Z', -1)).toBe('1 dag til valget – sådan stemmer du');
    expect(banner('2029-11-19T23:00:00Z')).toBe(
      'Valgdag i dag – stemmestederne er åbne til kl. 20',
    );
    expect(banner('2029-11-20T18:59:00Z')).toBe(
      'Valgdag i dag – stemmestederne er åbne til kl. 20',
    ); // 19:59
    expect(banner('2029-11-20T19:00:00Z')).toBeNull(); // 20:00
    expect(banner('2029-11-20T19:01:00Z')).toBeNull(); // 20:01
  });

  it('shows the result text from content after the polls close, when there is one', () => {
    expect(banner('2029-11-20T19:01:00Z', 0, 'Tak for jeres stemmer!')).toBe(
      'Tak for jeres stemmer!',
    );
    expect(banner('2029-11-20T18:59:00Z', 0, 'Tak for jeres stemmer!')).toMatch(/^Valgdag i dag/);
  });

  it('counts Copenhagen days across the night the clocks go back (28 October 2029)', () => {
    // 23:59:59 summer time on the 27th, then midnight (22:00 UTC): 24 → 23 days.
    expect(banner('2029-10-27T22:00:00Z', -1)).toBe('24 dage til valget – du kan brevstemme nu');
    expect(banner('2029-10-27T22:00:00Z')).toBe('23 dage til valget – du kan brevstemme nu');
    // 03:00 summer time becomes 02:00 winter time at 01:00 UTC: still the 28th.
    expect(banner('2029-10-28T01:30:00Z')).toBe('23 dage til valget – du kan brevstemme nu');
    // The next midnight is at 23:00 UTC now, not 22:00.
    expect(banner('2029-10-28T22:30:00Z')).toBe('23 dage til valget – du kan brevstemme nu');
    expect(banner('2029-10-28T23:00:00Z')).toBe('22 dage til valget – du kan brevstemme nu');
  });

  it('opens the postal vote on its first day at midnight', () => {
    // 2029-10-09 00:00 summer time = 2029-10-08 22:00 UTC; 42 days left, outside the 30-day countdown.
    expect(banner('2029-10-08T22:00:00Z', -1)).toBe(DATE);
    expect(banner('2029-10-08T22:00:00Z')).toBe('Du kan brevstemme nu');
  });

  it('starts the countdown 30 days before', () => {
    expect(banner('2029-10-20T22:00:00Z', -1)).toBe('Du kan brevstemme nu');
    expect(banner('2029-10-20T22:00:00Z')).toBe('30 dage til valget – du kan brevstemme nu');
  });

  it('keeps the postal vote through its last day and drops it at midnight', () => {
    // 2029-11-17 00:00 winter time = 2029-11-16 23:00 UTC.
    expect(banner('2029-11-16T23:00:00Z', -1)).toBe('4 dage til valget – du kan brevstemme nu');
    expect(banner('2029-11-16T23:00:00Z')).toBe('3 dage til valget – sådan stemmer du');
  });

  it('says only the date long before the election', () => {
    expect(banner('2027-03-28T12:00:00Z')).toBe(DATE);
  });
});

describe('the countdown line on /stem and /en/vote', () => {
  const line = (lang: 'da' | 'en', iso: string) =>
    pageCountdownText(lang, clock, electionPhase(clock, at(iso)), countdownDates(election, lang));

  it('counts every day in Danish and English', () => {
    expect(line('da', '2027-11-20T12:00:00Z')).toBe(`${DATE} – om 731 dage`);
    expect(line('en', '2027-11-20T12:00:00Z')).toBe(
      'The election is on Tuesday 20 November 2029 – in 731 days',
    );
    expect(line('da', '2029-11-19T12:00:00Z')).toBe(`${DATE} – i morgen`);
    expect(line('en', '2029-11-19T12:00:00Z')).toBe(
      'The election is on Tuesday 20 November 2029 – tomorrow',
    );
  });

  it('names election day and then the past', () => {
    expect(line('da', '2029-11-20T18:59:00Z')).toBe(
      'Valgdag i dag – stemmestederne er åbne til kl. 20',
    );
    expect(line('en', '2029-11-20T18:59:00Z')).toBe(
      'Election day today – polling stations are open until 20:00',
    );
    expect(line('da', '2029-11-20T19:01:00Z')).toBe('Valget var tirsdag den 20. november 2029');
    expect(line('en', '2029-11-20T19:01:00Z')).toBe('The election was on Tuesday 20 November 2029');
  });
});
