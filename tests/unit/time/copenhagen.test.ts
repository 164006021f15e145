import {
  copenhagenDayNumber,
  copenhagenInstant,
  copenhagenOffsetMinutes,
  dayNumber,
  parseLocalDateTime,
  resolveCopenhagen,
  toCopenhagen,
} from '@/lib/time/copenhagen';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const viaIntl = (instant: Date) => {
  const p = Object.fromEntries(intl.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};
const pad = (n: number) => String(n).padStart(2, '0');
const byHand = (instant: Date) => {
  const c = toCopenhagen(instant);
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}`;
};

describe('toCopenhagen', () => {
  it('agrees with Intl every 20 minutes around both clock changes, 2024–2031', () => {
    for (let year = 2024; year <= 2031; year++) {
      for (const month of [2, 9]) {
        const start = Date.UTC(year, month, 24);
        for (let t = start; t < start + 9 * 86_400_000; t += 20 * 60_000) {
          expect(byHand(new Date(t))).toBe(viaIntl(new Date(t)));
        }
      }
    }
  });

  it('agrees with Intl on a sweep across a year', () => {
    for (let t = Date.UTC(2029, 0, 1); t < Date.UTC(2030, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) {
      expect(byHand(new Date(t))).toBe(viaIntl(new Date(t)));
    }
  });

  it('knows summer and winter offsets', () => {
    expect(copenhagenOffsetMinutes(new Date('2029-07-01T12:00:00Z'))).toBe(120);
    expect(copenhagenOffsetMinutes(new Date('2029-11-20T12:00:00Z'))).toBe(60);
  });
});

describe('resolveCopenhagen', () => {
  it('turns summer and winter wall-clock times into the right instants', () => {
    expect(copenhagenInstant('2029-10-03', '10:00').toISOString()).toBe('2029-10-03T08:00:00.000Z');
    expect(copenhagenInstant('2029-11-20', '20:00').toISOString()).toBe('2029-11-20T19:00:00.000Z');
  });

  it('refuses the hour that does not exist when the clocks go forward (last Sunday of March)', () => {
    expect(resolveCopenhagen({ year: 2029, month: 3, day: 25, hour: 2, minute: 30 })).toEqual({
      kind: 'nonexistent',
    });
    expect(resolveCopenhagen({ year: 2029, month: 3, day: 25, hour: 3, minute: 0 })).toEqual({
      kind: 'ok',
      instant: new Date('2029-03-25T01:00:00Z'),
    });
  });

  it('gives the first of the two instants of the repeated hour (last Sunday of October)', () => {
    const r = resolveCopenhagen({ year: 2029, month: 10, day: 28, hour: 2, minute: 30 });
    expect(r).toEqual({
      kind: 'ambiguous',
      instant: new Date('2029-10-28T00:30:00Z'),
      later: new Date('2029-10-28T01:30:00Z'),
    });
  });
});

describe('parseLocalDateTime and day numbers', () => {
  it('parses what a volunteer writes and refuses what is not a real time', () => {
    expect(parseLocalDateTime('2029-10-03 10:00')).toEqual({
      year: 2029,
      month: 10,
      day: 3,
      hour: 10,
      minute: 0,
    });
    for (const bad of [
      '2029-02-30 10:00',
      '2029-10-03 24:00',
      '2029-10-03 10:60',
      '3/10/2029 10:00',
      '2029-10-03',
    ]) {
      expect(parseLocalDateTime(bad)).toBeNull();
    }
  });

  it('counts Copenhagen days, not UTC days', () => {
    // 23:30 UTC on 18 November is already 19 November in Copenhagen.
    expect(copenhagenDayNumber(new Date('2029-11-18T23:30:00Z'))).toBe(dayNumber('2029-11-19'));
    expect(dayNumber('2029-11-20') - dayNumber('2029-11-19')).toBe(1);
  });
});
