import { eventSchema } from '@/lib/validation/events';
import { toPollResults, voteSchema } from '@/lib/validation/poll';

describe('poll', () => {
  it('accepts the four options of ai_welfare_2025 only', () => {
    expect(voteSchema.safeParse({ pollId: 'ai_welfare_2025', optionId: 'option4' }).success).toBe(
      true,
    );
    expect(
      voteSchema.safeParse({ pollId: 'ai_welfare_2025', optionId: 'option5' }).error?.issues[0]
        ?.message,
    ).toBe('Vælg en af svarmulighederne');
    expect(
      voteSchema.safeParse({ pollId: 'other', optionId: 'option1' }).error?.issues[0]?.message,
    ).toBe('Ukendt afstemning');
  });

  it('lists every option with rounded percent, and 0 % when nobody has voted', () => {
    const results = toPollResults(
      new Map([
        ['option1', 2],
        ['option2', 1],
      ]),
    );
    expect(results.total).toBe(3);
    expect(results.options.map((o) => [o.id, o.count, o.percent])).toEqual([
      ['option1', 2, 67],
      ['option2', 1, 33],
      ['option3', 0, 0],
      ['option4', 0, 0],
    ]);
    expect(toPollResults(new Map()).options.every((o) => o.percent === 0)).toBe(true);
  });
});

describe('analytics events', () => {
  it.each([
    [{ kind: 'pageview', page: '/politik/digitalisering' }, true],
    [{ kind: 'ai_demo', demo: 'Opsummering af borgerhenvendelse' }, true],
    [{ kind: 'pageview', page: 'https://evil.example/' }, false],
    [{ kind: 'pageview', page: '/søg' }, false],
    [{ kind: 'pageview' }, false],
    [{ kind: 'click', page: '/' }, false],
    [{ kind: 'pageview', page: '/', ip: '1.2.3.4' }, false],
    [{ kind: 'ai_demo', demo: 'x\u0000' }, false],
    [{ kind: 'ai_demo', demo: 'x'.repeat(121) }, false],
  ])('%j → valid %s', (event, ok) => {
    expect(eventSchema.safeParse(event).success).toBe(ok);
  });
});
