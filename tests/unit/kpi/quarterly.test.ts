import { groupByQuarter, monthLabel, quarterOf, toView } from '@/lib/kpi/quarterly';

const year = (values: number[]) =>
  values.map((value, i) => ({ month: `2024-${String(i + 1).padStart(2, '0')}`, value }));

describe('KPI quarterly grouping', () => {
  it('labels quarters as "YYYY Qn"', () => {
    expect(
      ['2024-01', '2024-03', '2024-04', '2024-09', '2024-10', '2024-12'].map(quarterOf),
    ).toEqual(['2024 Q1', '2024 Q1', '2024 Q2', '2024 Q3', '2024 Q4', '2024 Q4']);
  });

  it('averages each quarter and rounds to the nearest whole number', () => {
    // Q1 (1+2+2)/3 = 1.67 → 2; Q2 (10+11+11)/3 = 10.67 → 11; Q3 exactly 5; Q4 (0.5+0.5+0.5)/3 = 0.5 → 1.
    expect(groupByQuarter(year([1, 2, 2, 10, 11, 11, 5, 5, 5, 0.5, 0.5, 0.5]))).toEqual([
      { label: '2024 Q1', value: 2 },
      { label: '2024 Q2', value: 11 },
      { label: '2024 Q3', value: 5 },
      { label: '2024 Q4', value: 1 },
    ]);
  });

  it('sorts months first and averages a partial quarter over the months it has', () => {
    const points = [
      { month: '2024-05', value: 9 },
      { month: '2024-01', value: 3 },
      { month: '2024-04', value: 4 },
    ];
    expect(groupByQuarter(points)).toEqual([
      { label: '2024 Q1', value: 3 },
      { label: '2024 Q2', value: 7 },
    ]);
  });

  it('keeps the monthly view as it is, with Danish month labels', () => {
    expect(monthLabel('2024-05')).toBe('maj 2024');
    expect(
      toView(
        [
          { month: '2024-02', value: 8.5 },
          { month: '2024-01', value: 13 },
        ],
        'monthly',
      ),
    ).toEqual([
      { label: 'jan 2024', value: 13 },
      { label: 'feb 2024', value: 8.5 },
    ]);
  });
});
