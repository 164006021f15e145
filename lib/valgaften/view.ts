// The night's figures as the page and /api/valgaften show them, built from the newest accepted file of each area (and
// the municipality's kandidat-data and mandatfordeling). Pure: no database, no clock; lib/valgaften/read.ts caches it.
import {
  parseCandidates,
  parseResults,
  parseSeats,
  type AreaResult,
  type ListsAndCandidates,
  type OfficialSeats,
} from './official';
import { allocateSeats, electCandidates } from './seats';

type ValgCount = 'ingen' | 'foreløbig' | 'fintælling';

export type ViewList = {
  id: string;
  letter: string | null;
  name: string;
  votes: number;
  /** Share of valid votes, 0-1. */
  share: number;
  /** Change in votes from the last election, where the files give it for every counted area. */
  change: number | null;
  /** Seats decided (official, or by the law's projection); seats left to a draw are in `seatTies`. */
  seats: number;
};

type ViewCandidate = {
  id: string;
  name: string;
  /** Personal votes, once the fintælling has them; null on the night. */
  votes: number | null;
  status: 'valgt' | 'stedfortræder' | 'lodtrækning' | null;
  /** Place among the elected or among the substitutes, from 1. */
  place: number | null;
};

type ViewArea = {
  id: number;
  name: string;
  count: ValgCount;
  turnout: number | null;
  partyVotes: number | null;
  partyShare: number | null;
};

export type ValgView = {
  /** The newest accepted snapshot the figures come from (0: none yet). */
  version: number;
  bannerOn: boolean;
  count: ValgCount;
  /** Some areas in fintælling, others not yet. */
  mixed: boolean;
  /** The newest release time among the files (ISO), or null. */
  updatedAt: string | null;
  areasCounted: number;
  areasTotal: number;
  eligible: number;
  cast: number;
  valid: number;
  turnout: number | null;
  lists: ViewList[];
  party: string | null;
  seatSource: 'official' | 'fremskrivning' | null;
  seatsTotal: number;
  seatTies: { lists: string[]; seats: number }[];
  candidateSource: 'official' | 'fremskrivning' | null;
  candidates: ViewCandidate[];
  areas: ViewArea[];
};

export type ViewFile = { id: number; kind: string; content: unknown };

const COUNTS: Record<AreaResult['resultatart'], ValgCount> = {
  IngenResultater: 'ingen',
  ForeløbigOptælling: 'foreløbig',
  Fintælling: 'fintælling',
};

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function readAll(files: ViewFile[]) {
  const results: AreaResult[] = [];
  let lists: ListsAndCandidates | null = null;
  let seats: OfficialSeats | null = null;
  for (const f of files) {
    if (f.kind === 'valgresultater') results.push(parseResults(f.content));
    else if (f.kind === 'kandidat-data') lists = parseCandidates(f.content);
    else if (f.kind === 'mandatfordeling') seats = parseSeats(f.content);
  }
  results.sort((a, b) => a.areaNumber - b.areaNumber || a.areaName.localeCompare(b.areaName, 'da'));
  return { results, lists, seats };
}

/** Sums the counted areas' lists; `change` only where every counted area gives it. */
function sumLists(counted: AreaResult[], official: ListsAndCandidates | null) {
  const sums = new Map<string, Omit<ViewList, 'share' | 'seats'>>();
  for (const l of official?.lists ?? [])
    sums.set(l.id, { id: l.id, letter: l.bogstav, name: l.navn, votes: 0, change: 0 });
  for (const area of counted)
    for (const l of area.lists) {
      const held = sums.get(l.id) ?? {
        id: l.id,
        letter: l.bogstav,
        name: l.navn,
        votes: 0,
        change: 0,
      };
      held.votes += l.stemmer;
      held.change =
        held.change === null || l.stemmerDifferenceFraForrigeValg === null
          ? null
          : held.change + l.stemmerDifferenceFraForrigeValg;
      sums.set(l.id, held);
    }
  return [...sums.values()].map((l) => (counted.length ? l : { ...l, change: null }));
}

/** Personal votes per candidate id, or null while any counted area lacks them (the night's foreløbig count). */
function personalVotes(counted: AreaResult[], listId: string): Map<string, number> | null {
  if (!counted.length) return null;
  const votes = new Map<string, number>();
  for (const area of counted) {
    const list = area.lists.find((l) => l.id === listId);
    if (!list) continue;
    if (!list.candidates) return null;
    for (const c of list.candidates) votes.set(c.id, (votes.get(c.id) ?? 0) + c.personligeStemmer);
  }
  return votes;
}

export function buildValgView(
  files: ViewFile[],
  settings: { seats: number; listLetter: string; version: number; bannerOn: boolean },
): ValgView {
  const { results, lists: official, seats: officialSeats } = readAll(files);
  const counted = results.filter((r) => r.resultatart !== 'IngenResultater');
  const valid = counted.reduce((n, r) => n + r.valid, 0);
  const sums = sumLists(counted, official);
  const partyList = official?.lists.find((l) => l.bogstav === settings.listLetter) ?? null;
  const party = partyList?.id ?? sums.find((l) => l.letter === settings.listLetter)?.id ?? null;

  // Seats: the official mandatfordeling when published, else the law's projection once votes are counted.
  let perList: Record<string, number> = {};
  let seatTies: ValgView['seatTies'] = [];
  let seatSource: ValgView['seatSource'] = null;
  if (officialSeats) {
    perList = officialSeats.seatsPerList;
    seatSource = 'official';
  } else if (valid > 0) {
    const allocation = allocateSeats({
      seats: settings.seats,
      lists: sums.map((l) => ({
        id: l.id,
        votes: l.votes,
        candidates: official?.lists.find((o) => o.id === l.id)?.candidates.length,
      })),
      alliances: official
        ? {
            valgforbund: official.valgforbund.map((v) => v.listIds),
            listeforbund: official.listeforbund,
          }
        : undefined,
    });
    perList = allocation.perList;
    seatTies = allocation.ties.map((t) => ({ lists: t.lists, seats: t.seats }));
    seatSource = 'fremskrivning';
  }
  const viewLists: ViewList[] = sums
    .map((l) => ({ ...l, share: share(l.votes, valid), seats: perList[l.id] ?? 0 }))
    .sort((a, b) => b.votes - a.votes || (a.letter ?? '').localeCompare(b.letter ?? '', 'da'));

  const candidates = party
    ? partyCandidates(party, partyList, counted, officialSeats, perList, seatTies)
    : { source: null, list: [] };
  const eligible = results.reduce((n, r) => n + r.eligible, 0);
  const countedEligible = counted.reduce((n, r) => n + r.eligible, 0);
  const cast = counted.reduce((n, r) => n + r.cast, 0);
  const kinds = new Set(counted.map((r) => r.resultatart));
  const newest = files.length
    ? results.map((r) => r.releasedAt.getTime()).reduce((a, b) => Math.max(a, b), 0)
    : 0;
  return {
    version: settings.version,
    bannerOn: settings.bannerOn,
    count: kinds.has('ForeløbigOptælling')
      ? 'foreløbig'
      : kinds.has('Fintælling')
        ? 'fintælling'
        : 'ingen',
    mixed: kinds.size > 1,
    updatedAt: newest ? new Date(newest).toISOString() : null,
    areasCounted: counted.length,
    areasTotal: results.length,
    eligible,
    cast,
    valid,
    turnout: countedEligible > 0 ? cast / countedEligible : null,
    lists: viewLists,
    party,
    seatSource,
    seatsTotal: settings.seats,
    seatTies,
    candidateSource: candidates.source,
    candidates: candidates.list,
    areas: results.map((r) => {
      const mine = r.lists.find((l) => l.id === party);
      const isCounted = r.resultatart !== 'IngenResultater';
      return {
        id: r.areaId,
        name: r.areaName,
        count: COUNTS[r.resultatart],
        turnout: isCounted && r.eligible > 0 ? r.cast / r.eligible : null,
        partyVotes: isCounted && mine ? mine.stemmer : null,
        partyShare: isCounted && mine ? share(mine.stemmer, r.valid) : null,
      };
    }),
  };
}

function partyCandidates(
  party: string,
  partyList: ListsAndCandidates['lists'][number] | null,
  counted: AreaResult[],
  officialSeats: OfficialSeats | null,
  perList: Record<string, number>,
  seatTies: ValgView['seatTies'],
): { source: ValgView['candidateSource']; list: ViewCandidate[] } {
  const votes = personalVotes(counted, party);
  const names = new Map<string, string>();
  for (const c of partyList?.candidates ?? []) names.set(c.id, c.stemmeseddelnavn ?? c.navn ?? '');
  for (const area of counted)
    for (const c of area.lists.find((l) => l.id === party)?.candidates ?? [])
      if (!names.has(c.id)) names.set(c.id, c.navn ?? '');
  const base = (id: string): ViewCandidate => ({
    id,
    name: names.get(id) ?? id,
    votes: votes?.get(id) ?? null,
    status: null,
    place: null,
  });
  const order = [...names.keys()];
  if (officialSeats) {
    const elected = officialSeats.personal.filter((p) => p.listId === party);
    const subs = officialSeats.substitutes[party] ?? [];
    const marked = new Map<string, ViewCandidate>();
    elected.forEach((p, i) =>
      marked.set(p.candidateId, {
        ...base(p.candidateId),
        name: p.navn ?? names.get(p.candidateId) ?? p.candidateId,
        status: 'valgt',
        place: i + 1,
      }),
    );
    subs.forEach((s, i) =>
      marked.set(s.candidateId, {
        ...base(s.candidateId),
        name: s.navn ?? names.get(s.candidateId) ?? s.candidateId,
        status: 'stedfortræder',
        place: i + 1,
      }),
    );
    const rest = order.filter((id) => !marked.has(id)).map(base);
    return { source: 'official', list: [...marked.values(), ...rest] };
  }
  const inTie = seatTies.some((t) => t.lists.includes(party));
  if (!votes || !partyList || inTie) return { source: null, list: order.map(base) };
  const outcome = electCandidates({
    opstillingsform: partyList.opstillingsform,
    seats: perList[party] ?? 0,
    listVotes: counted.reduce((n, a) => n + (a.lists.find((l) => l.id === party)?.stemmer ?? 0), 0),
    listestemmer: counted.every((a) => a.lists.find((l) => l.id === party)?.listestemmer != null)
      ? counted.reduce((n, a) => n + (a.lists.find((l) => l.id === party)?.listestemmer ?? 0), 0)
      : null,
    candidates: partyList.candidates.map((c) => ({ id: c.id, personal: votes.get(c.id) ?? 0 })),
  });
  const marked = new Map<string, ViewCandidate>();
  outcome.elected.forEach((id, i) =>
    marked.set(id, { ...base(id), status: 'valgt', place: i + 1 }),
  );
  for (const t of outcome.ties.filter((t) => t.kind === 'valgt'))
    for (const id of t.candidates)
      marked.set(id, { ...base(id), status: 'lodtrækning', place: null });
  outcome.substitutes.forEach((id, i) =>
    marked.set(id, { ...base(id), status: 'stedfortræder', place: i + 1 }),
  );
  const rest = order.filter((id) => !marked.has(id)).map(base);
  return { source: 'fremskrivning', list: [...marked.values(), ...rest] };
}
