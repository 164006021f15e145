// The seat rules of Kommunal- og regionalvalgloven from worked cases, each quotient table worked by hand in the comment.
import { allocateSeats, electCandidates } from '@/lib/valgaften/seats';

const NO_ALLIANCES = { valgforbund: [], listeforbund: [] };
const lists = (votes: Record<string, number>) =>
  Object.entries(votes).map(([id, v]) => ({ id, votes: v }));

describe("allocateSeats: D'Hondt over lists and alliances (§§ 39, 81-83)", () => {
  // A 4160 2080 1386.7 1040 | B 3380 1690 1126.7 | C 2000 1000 | D 1400 | E 600.
  // The nine largest: 4160 3380 2080 2000 1690 1400 1386.7 1126.7 1040 (the tenth, C's 1000, misses).
  const votes = { A: 4160, B: 3380, C: 2000, D: 1400, E: 600 };

  it("gives seats by D'Hondt alone when no list has an alliance", () => {
    expect(allocateSeats({ seats: 9, lists: lists(votes), alliances: NO_ALLIANCES })).toEqual({
      perList: { A: 4, B: 3, C: 1, D: 1, E: 0 },
      ties: [],
      unfilled: 0,
    });
  });

  it('counts a valgforbund as one list, which moves a seat from A to C', () => {
    // C+D+E = 4000: 4000 2000 1333.3 1000. Largest nine: A 4160, CDE 4000, B 3380, A 2080, CDE 2000, B 1690,
    // A 1386.7, CDE 1333.3, B 1126.7 → A 3, B 3, CDE 3; inside: C 2000, D 1400, C 1000 → C 2, D 1, E 0.
    const result = allocateSeats({
      seats: 9,
      lists: lists(votes),
      alliances: { valgforbund: [['C', 'D', 'E']], listeforbund: [] },
    });
    expect(result.perList).toEqual({ A: 3, B: 3, C: 2, D: 1, E: 0 });
    expect(result.ties).toEqual([]);
  });

  it('shares a valgforbund with a listeforbund inside it: the listeforbund, then its lists, by the same method', () => {
    // Alone: A 4, B 3, C 1, D 1, E 0, F 0. With listeforbund D+E (2100) in valgforbund C+(D+E) (4100):
    // top: A 4160, VF 4100, B 3380, A 2080, VF 2050, B 1690, A 1386.7, VF 1366.7, B 1126.7 → A 3, B 3, VF 3;
    // in VF: LF 2100, C 2000, LF 1050 > C 1000 → LF 2, C 1; in LF: D 1200, E 900 → D 1, E 1.
    const six = lists({ A: 4160, B: 3380, C: 2000, D: 1200, E: 900, F: 500 });
    expect(allocateSeats({ seats: 9, lists: six, alliances: NO_ALLIANCES }).perList).toEqual({
      A: 4,
      B: 3,
      C: 1,
      D: 1,
      E: 0,
      F: 0,
    });
    const allied = allocateSeats({
      seats: 9,
      lists: six,
      alliances: { valgforbund: [['C', 'D']], listeforbund: [['D', 'E']] },
    });
    expect(allied.perList).toEqual({ A: 3, B: 3, C: 1, D: 1, E: 1, F: 0 });
    expect(allied.ties).toEqual([]);
  });

  it('reports equal quotients for the last seats as a draw and decides nothing', () => {
    // A 600 takes seat 1; then A 300, B 300 and C 300 are equal for the two seats left.
    const result = allocateSeats({ seats: 3, lists: lists({ A: 600, B: 300, C: 300, D: 100 }) });
    expect(result.perList).toEqual({ A: 1, B: 0, C: 0, D: 0 });
    expect(result.ties).toEqual([
      {
        level: 'kommune',
        seat: 2,
        seats: 2,
        contenders: [['A'], ['B'], ['C']],
        lists: ['A', 'B', 'C'],
      },
    ]);
  });

  it('gives equal quotients their seats when there are seats enough for all of them', () => {
    // A 600, then A 300 = B 300 = C 300 for seats 2-4: all three get one, no draw.
    const result = allocateSeats({ seats: 4, lists: lists({ A: 600, B: 300, C: 300 }) });
    expect(result).toEqual({ perList: { A: 2, B: 1, C: 1 }, ties: [], unfilled: 0 });
  });

  it('reports a draw inside a valgforbund at that level', () => {
    // Top: VF C+D 4000, VF 2000, A 1900, VF 1333.3 → VF 3, A 1. Inside: C 2000 = D 2000 take seats 1-2 without a
    // draw (two seats for two); then C 1000 = D 1000 for the valgforbund's third seat: a draw at that level.
    const result = allocateSeats({
      seats: 4,
      lists: lists({ A: 1900, C: 2000, D: 2000 }),
      alliances: { valgforbund: [['C', 'D']], listeforbund: [] },
    });
    expect(result.perList).toEqual({ A: 1, C: 1, D: 1 });
    expect(result.ties).toEqual([
      { level: 'valgforbund', seat: 3, seats: 1, contenders: [['C'], ['D']], lists: ['C', 'D'] },
    ]);
  });

  it('moves a seat a list has no candidate for to the list next entitled (§ 81, stk. 3)', () => {
    // A 1000 500 333.3 250 | B 300 150 | C 240. Uncapped: A 4, B 1. A has 2 candidates: after A 1000, A 500 the
    // next quotients are B 300, C 240, B 150 → A 2, B 2, C 1.
    const capped = [
      { id: 'A', votes: 1000, candidates: 2 },
      { id: 'B', votes: 300, candidates: 5 },
      { id: 'C', votes: 240, candidates: 5 },
    ];
    expect(
      allocateSeats({ seats: 5, lists: capped.map(({ id, votes }) => ({ id, votes })) }).perList,
    ).toEqual({
      A: 4,
      B: 1,
      C: 0,
    });
    expect(allocateSeats({ seats: 5, lists: capped })).toEqual({
      perList: { A: 2, B: 2, C: 1 },
      ties: [],
      unfilled: 0,
    });
  });

  it('moves a surplus seat inside a listeforbund to its other list (§ 83, stk. 2)', () => {
    // LF B+C 1300 takes 2 of 3 (A 1000 gets 1): inside, B 1200 would take both but has one candidate.
    const result = allocateSeats({
      seats: 3,
      lists: [
        { id: 'A', votes: 1000 },
        { id: 'B', votes: 1200, candidates: 1 },
        { id: 'C', votes: 100, candidates: 3 },
      ],
      alliances: { valgforbund: [], listeforbund: [['B', 'C']] },
    });
    expect(result.perList).toEqual({ A: 1, B: 1, C: 1 });
  });

  it('counts seats no list can fill when every list runs out of candidates', () => {
    const result = allocateSeats({
      seats: 5,
      lists: [
        { id: 'A', votes: 500, candidates: 2 },
        { id: 'B', votes: 400, candidates: 1 },
      ],
    });
    expect(result).toEqual({ perList: { A: 2, B: 1 }, ties: [], unfilled: 2 });
  });

  it.each([
    ['a negative seat count', { seats: -1, lists: lists({ A: 1 }) }],
    ['a fractional vote count', { seats: 3, lists: [{ id: 'A', votes: 1.5 }] }],
    [
      'a list in two valgforbund',
      {
        seats: 3,
        lists: lists({ A: 1, B: 1, C: 1 }),
        alliances: {
          valgforbund: [
            ['A', 'B'],
            ['B', 'C'],
          ],
          listeforbund: [],
        },
      },
    ],
  ])('refuses %s', (_case, input) => {
    expect(() => allocateSeats(input)).toThrow();
  });
});

describe('electCandidates: who takes the seats (§§ 85-86)', () => {
  const candidates = (votes: Record<string, number>) =>
    Object.entries(votes).map(([id, personal]) => ({ id, personal }));

  it('elects sideordnet candidates by personal votes, the rest substitutes in the same order', () => {
    const outcome = electCandidates({
      opstillingsform: 'Sideordnet',
      seats: 2,
      listVotes: 400,
      candidates: candidates({ a: 50, b: 120, c: 80, d: 30, e: 10 }),
    });
    expect(outcome).toEqual({
      elected: ['b', 'c'],
      substitutes: ['a', 'd', 'e'],
      ties: [],
      fordelingstal: null,
      vacant: 0,
    });
  });

  it('reports equal sideordnet votes for the last seat as a draw, the loser to be the first substitute', () => {
    const outcome = electCandidates({
      opstillingsform: 'Sideordnet',
      seats: 2,
      listVotes: 400,
      candidates: candidates({ a: 50, b: 120, c: 80, d: 80, e: 10 }),
    });
    expect(outcome.elected).toEqual(['b']);
    expect(outcome.substitutes).toEqual(['a', 'e']);
    expect(outcome.ties).toEqual([
      { kind: 'valgt', position: 2, places: 1, candidates: ['c', 'd'] },
    ]);
  });

  it("reports equal votes among sideordnet substitutes as a draw for the substitutes' order", () => {
    const outcome = electCandidates({
      opstillingsform: 'Sideordnet',
      seats: 1,
      listVotes: 200,
      candidates: candidates({ a: 90, b: 30, c: 30, d: 40 }),
    });
    expect(outcome.elected).toEqual(['a']);
    expect(outcome.substitutes).toEqual(['d', 'b', 'c']);
    expect(outcome.ties).toEqual([
      { kind: 'stedfortræder', position: 2, places: 2, candidates: ['b', 'c'] },
    ]);
  });

  it('elects on a partiliste whoever reaches the fordelingstal, then by list votes in list order', () => {
    // 1000 votes, 2 seats: fordelingstal 1000 / 3 = 333.3 → 334. c (340) is elected on personal votes; the 525 list
    // votes (1000 − 475) lift a from 100 to 334 (234 used); the seats are full: b and d are substitutes.
    // The elected are named in list order.
    const outcome = electCandidates({
      opstillingsform: 'Partiliste',
      seats: 2,
      listVotes: 1000,
      candidates: candidates({ a: 100, b: 20, c: 340, d: 15 }),
    });
    expect(outcome).toEqual({
      elected: ['a', 'c'],
      substitutes: ['b', 'd'],
      ties: [],
      fordelingstal: 334,
      vacant: 0,
    });
  });

  it('gives partiliste seats the list votes cannot fill to the highest totals, personal votes and list votes given', () => {
    // 300 votes, 2 seats: fordelingstal 300 / 3 = 100 → 101. Nobody reaches it on personal votes; the 60 list votes
    // go to a, first on the list, as far as they reach (10 + 60 = 70), which is not enough (§ 86, nr. 3). The two
    // seats then go by the totals (nr. 4): c (90) and d (80), before a (70) and b (60), who are the substitutes in
    // that order.
    const outcome = electCandidates({
      opstillingsform: 'Partiliste',
      seats: 2,
      listVotes: 300,
      candidates: candidates({ a: 10, b: 60, c: 90, d: 80 }),
    });
    expect(outcome.elected).toEqual(['c', 'd']);
    expect(outcome.substitutes).toEqual(['a', 'b']);
    expect(outcome.ties).toEqual([]);
    expect(outcome.fordelingstal).toBe(101);
  });

  it('orders partiliste substitutes by their totals, the list votes handed out past the last seat, equal totals in list order', () => {
    // 1000 votes, 1 seat: fordelingstal 501. 450 list votes: a (100) is lifted to 501 (401 used) and elected; b (50)
    // gets the 49 left (to 99); c and d (200 each) get none. Substitutes by total: c and d (equal, in list order),
    // then b, although b is higher on the list.
    const outcome = electCandidates({
      opstillingsform: 'Partiliste',
      seats: 1,
      listVotes: 1000,
      listestemmer: 450,
      candidates: candidates({ a: 100, b: 50, c: 200, d: 200 }),
    });
    expect(outcome).toEqual({
      elected: ['a'],
      substitutes: ['c', 'd', 'b'],
      ties: [],
      fordelingstal: 501,
      vacant: 0,
    });
  });

  it('raises a whole fordelingstal to the next whole number, so no more candidates reach it than there are seats', () => {
    // 300 votes, 2 seats, all personal: 300 / 3 = 100 exactly → 101. Rounded up to 100 instead, a, b and c would all
    // reach it for two seats; at 101 none does and the seats go in list order.
    const outcome = electCandidates({
      opstillingsform: 'Partiliste',
      seats: 2,
      listVotes: 300,
      candidates: candidates({ a: 100, b: 100, c: 100 }),
    });
    expect(outcome).toMatchObject({ fordelingstal: 101, elected: ['a', 'b'], substitutes: ['c'] });
  });

  it('uses the listestemmer the file gives rather than the total less the personal votes', () => {
    // Fordelingstal 900 / 2 = 450 → 451; the 100 list votes the file gives lift a (10) to 110 only (the total less
    // the personal votes, 590, would have lifted a to 451 and elected a). Nobody reaches it: b (300) has the highest
    // total and is elected.
    const outcome = electCandidates({
      opstillingsform: 'Partiliste',
      seats: 1,
      listVotes: 900,
      listestemmer: 100,
      candidates: candidates({ a: 10, b: 300 }),
    });
    expect(outcome.elected).toEqual(['b']);
    expect(outcome.substitutes).toEqual(['a']);
  });

  it('elects every candidate of a list with more seats than candidates and says how many seats stay vacant', () => {
    for (const opstillingsform of ['Sideordnet', 'Partiliste'] as const) {
      const outcome = electCandidates({
        opstillingsform,
        seats: 3,
        listVotes: 900,
        candidates: candidates({ a: 10, b: 300 }),
      });
      expect(new Set(outcome.elected)).toEqual(new Set(['a', 'b']));
      expect(outcome.substitutes).toEqual([]);
      expect(outcome.vacant).toBe(1);
    }
  });

  it('gives a list without seats neither elected nor substitutes', () => {
    expect(
      electCandidates({
        opstillingsform: 'Sideordnet',
        seats: 0,
        listVotes: 5,
        candidates: candidates({ a: 5 }),
      }),
    ).toEqual({ elected: [], substitutes: [], ties: [], fordelingstal: null, vacant: 0 });
  });
});
