// Seats between lists by Kommunal- og regionalvalgloven (LBK nr 1135 af 22/09/2025, as amended; the text read at
// https://danskelove.dk/kommunal-og-regionalvalgloven/81 and /83, /39, and https://www.retsinformation.dk):
// - § 39: lists in a listeforbund (§ 37) or valgforbund (§ 38) count as one list for the seats between lists;
// - § 81, stk. 1-2: D'Hondt (÷ 1, 2, 3 …) over valgforbund, listeforbund outside a valgforbund, and lone lists;
//   "Er kvotienterne lige store, foretages lodtrækning": equal quotients are never decided here, they are reported;
// - § 81, stk. 3 and § 83, stk. 2: seats beyond a unit's candidates go to the unit next entitled (a full unit is
//   skipped in the sequence of quotients, which is the same thing);
// - § 82 and § 83: a valgforbund's seats are shared among its listeforbund and lists, and a listeforbund's among its
//   lists, by the same method.

type SeatList = {
  id: string;
  votes: number;
  /** Candidates on the list; omit when unknown (then no cap applies). */
  candidates?: number;
};

type Alliances = { valgforbund: string[][]; listeforbund: string[][] };

type SeatTie = {
  /** Where the draw happens: between the council's units, or inside one valgforbund or listeforbund. */
  level: 'kommune' | 'valgforbund' | 'listeforbund';
  /** The first seat (counted at that level, from 1) that equal quotients leave to a draw. */
  seat: number;
  /** How many seats the draw gives out. */
  seats: number;
  /** The tied contenders, each as the list ids it stands for. */
  contenders: string[][];
  /** Every list id in the draw. */
  lists: string[];
};

type SeatAllocation = {
  /** Seats decided by the law for every list id; seats left to a draw are only in `ties`. */
  perList: Record<string, number>;
  ties: SeatTie[];
  /** Seats no list can fill because every list ran out of candidates. */
  unfilled: number;
};

type Unit = {
  kind: 'liste' | 'listeforbund' | 'valgforbund';
  ids: string[];
  votes: number;
  capacity: number;
  children: Unit[];
};

const leaf = (l: SeatList): Unit => ({
  kind: 'liste',
  ids: [l.id],
  votes: l.votes,
  capacity: l.candidates ?? Number.POSITIVE_INFINITY,
  children: [],
});

const group = (kind: 'listeforbund' | 'valgforbund', children: Unit[]): Unit => ({
  kind,
  ids: children.flatMap((c) => c.ids),
  votes: children.reduce((sum, c) => sum + c.votes, 0),
  capacity: children.reduce((sum, c) => sum + c.capacity, 0),
  children,
});

function buildUnits(lists: SeatList[], alliances: Alliances): Unit[] {
  const byId = new Map(lists.map((l) => [l.id, l]));
  const taken = new Set<string>();
  const claim = (ids: string[], what: string) => {
    const known = [...new Set(ids)].filter((id) => byId.has(id));
    for (const id of known) {
      if (taken.has(id)) throw new Error(`Liste ${id} står i mere end ét ${what}.`);
      taken.add(id);
    }
    return known;
  };
  // A listeforbund joins a valgforbund as a whole (§ 38 names listeforbund among the valgforbund's members).
  const listeforbund = alliances.listeforbund
    .map((ids) => claim(ids, 'listeforbund'))
    .filter((ids) => ids.length > 0)
    .map((ids) =>
      group(
        'listeforbund',
        ids.map((id) => leaf(byId.get(id)!)),
      ),
    );
  taken.clear();
  const inValgforbund = new Set<Unit>();
  const valgforbund = alliances.valgforbund
    .map((ids) => claim(ids, 'valgforbund'))
    .filter((ids) => ids.length > 0)
    .map((ids) => {
      const members: Unit[] = [];
      const covered = new Set<string>();
      for (const id of ids) {
        if (covered.has(id)) continue;
        const lf = listeforbund.find((u) => u.ids.includes(id));
        const member = lf ?? leaf(byId.get(id)!);
        if (lf) inValgforbund.add(lf);
        member.ids.forEach((m) => covered.add(m));
        members.push(member);
      }
      return group('valgforbund', members);
    });
  const grouped = new Set([...valgforbund, ...listeforbund].flatMap((u) => u.ids));
  return [
    ...valgforbund,
    ...listeforbund.filter((u) => !inValgforbund.has(u)),
    ...lists.filter((l) => !grouped.has(l.id)).map(leaf),
  ];
}

// a/(ca+1) compared with b/(cb+1) on integers, so equal quotients are found exactly.
const compareQuotients = (a: Unit, ca: number, b: Unit, cb: number) =>
  a.votes * (cb + 1) - b.votes * (ca + 1);

type Round = { counts: number[]; tie: Omit<SeatTie, 'level' | 'lists'> | null; unfilled: number };

/** D'Hondt for `seats` among `units`; stops at equal quotients that would need a draw. */
function dhondt(units: Unit[], seats: number): Round {
  const counts = units.map(() => 0);
  let given = 0;
  while (given < seats) {
    const open = units.map((_, i) => i).filter((i) => counts[i]! < units[i]!.capacity);
    if (open.length === 0) return { counts, tie: null, unfilled: seats - given };
    let best = [open[0]!];
    for (const i of open.slice(1)) {
      const cmp = compareQuotients(units[i]!, counts[i]!, units[best[0]!]!, counts[best[0]!]!);
      if (cmp > 0) best = [i];
      else if (cmp === 0) best.push(i);
    }
    if (best.length > seats - given)
      return {
        counts,
        tie: { seat: given + 1, seats: seats - given, contenders: best.map((i) => units[i]!.ids) },
        unfilled: 0,
      };
    for (const i of best) counts[i]! += 1;
    given += best.length;
  }
  return { counts, tie: null, unfilled: 0 };
}

function distribute(
  units: Unit[],
  seats: number,
  level: SeatTie['level'],
  out: SeatAllocation,
): void {
  const round = dhondt(units, seats);
  out.unfilled += round.unfilled;
  if (round.tie) out.ties.push({ level, ...round.tie, lists: round.tie.contenders.flat() });
  units.forEach((unit, i) => {
    const n = round.counts[i]!;
    if (unit.kind === 'liste') out.perList[unit.ids[0]!] = n;
    else if (n > 0) distribute(unit.children, n, unit.kind, out);
  });
}

/**
 * The council's seats between lists by §§ 39, 81-83. Equal quotients that decide a seat are reported in `ties`
 * ("afgøres ved lodtrækning") and those seats are left out of `perList`; nothing is drawn here.
 */
export function allocateSeats(input: {
  seats: number;
  lists: SeatList[];
  alliances?: Alliances;
}): SeatAllocation {
  if (!Number.isInteger(input.seats) || input.seats < 0)
    throw new Error('Antallet af mandater skal være et helt tal.');
  for (const l of input.lists)
    if (!Number.isInteger(l.votes) || l.votes < 0)
      throw new Error(`Liste ${l.id} har et ugyldigt stemmetal.`);
  const alliances = input.alliances ?? { valgforbund: [], listeforbund: [] };
  const units = buildUnits(input.lists, alliances);
  const out: SeatAllocation = {
    perList: Object.fromEntries(input.lists.map((l) => [l.id, 0])),
    ties: [],
    unfilled: 0,
  };
  distribute(units, input.seats, 'kommune', out);
  return out;
}
