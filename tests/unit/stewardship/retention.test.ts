import {
  ANALYTICS_RETENTION_MONTHS,
  MESSAGE_RETENTION_DAYS,
  RATE_LIMIT_RETENTION_HOURS,
  danishDay,
  retentionCutoffs,
  subtractMonths,
} from '@/lib/stewardship/retention';

describe('retention periods', () => {
  it('are the ones /privatliv promises', () => {
    expect([
      MESSAGE_RETENTION_DAYS,
      ANALYTICS_RETENTION_MONTHS,
      RATE_LIMIT_RETENTION_HOURS,
    ]).toEqual([180, 13, 24]);
  });
});

describe('subtractMonths', () => {
  it.each([
    ['2025-06-15', 13, '2024-05-15'],
    ['2025-01-10', 1, '2024-12-10'],
    ['2025-03-31', 1, '2025-02-28'],
    ['2025-03-31', 13, '2024-02-29'],
    ['2024-12-31', 12, '2023-12-31'],
    ['2025-07-31', 13, '2024-06-30'],
  ])('%s minus %i months is %s', (day, months, expected) => {
    expect(subtractMonths(day, months)).toBe(expected);
  });
});

describe('retentionCutoffs', () => {
  it('counts 180 days, 24 hours and 13 months back from now', () => {
    const now = new Date('2025-06-15T10:00:00Z');
    expect(retentionCutoffs(now)).toEqual({
      messagesBefore: new Date('2024-12-17T10:00:00Z'),
      sentMailsBefore: new Date('2025-05-16T10:00:00Z'),
      rateLimitsBefore: new Date('2025-06-14T10:00:00Z'),
      unconfirmedVolunteersBefore: new Date('2025-06-08T10:00:00Z'),
      unconfirmedSignUpsBefore: new Date('2025-06-08T10:00:00Z'),
      // 2029-11-20 + 60 days = 2030-01-19, from Copenhagen midnight (CET).
      volunteersUntil: new Date('2030-01-18T23:00:00Z'),
      // Vagtplan (issue 47): 2029-11-20 + 30 days = 2029-12-20, from Copenhagen midnight.
      shiftsUntil: new Date('2029-12-19T23:00:00Z'),
      analyticsBeforeDay: '2024-05-15',
      eventSignupsEndedBefore: new Date('2025-05-16T10:00:00.000Z'),
      auditBefore: new Date('2024-05-15T10:00:00Z'),
    });
  });

  it('uses the Danish calendar day for analytics', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Copenhagen.
    const now = new Date('2024-12-31T23:30:00Z');
    expect(danishDay(now)).toBe('2025-01-01');
    expect(retentionCutoffs(now).analyticsBeforeDay).toBe('2023-12-01');
  });
});
