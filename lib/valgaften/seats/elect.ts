// Who takes a list's seats, by Kommunal- og regionalvalgloven (https://danskelove.dk/kommunal-og-regionalvalgloven/85;
// §§ 86-87 at https://www.retsinformation.dk, LBK nr 1135 af 22/09/2025):
// - § 85, sideordnet opstilling: the seats go to the candidates in order of their personal votes; "I tilfælde af
//   stemmelighed foretager valgbestyrelsen lodtrækning": equal votes that decide a seat are reported, never drawn;
// - § 86, partiliste: fordelingstal = the list's votes ÷ (its seats + 1), "forhøjes, uanset om det er et helt tal, til
//   det næste hele tal" (the same words as Europa-Parlamentsvalgloven § 35, https://danskelove.dk/europa-
//   parlamentsvalgloven/35): a whole quotient is raised by one too, so at most `seats` candidates can reach it.
//   A candidate whose personal votes reach it is elected (nr. 2); the list votes are then added to the candidates in
//   list order, each up to the fordelingstal, as far as they reach, and those who reach it are elected (nr. 3); any
//   seat still open goes to the others in order of their total (personal + list votes given), equal totals to the
//   one higher on the list (nr. 4). Those elected by nr. 2 and 3 are named in list order, then those by nr. 4;
// - the candidates not elected are the list's substitutes (stedfortrædere): for sideordnet in order of personal
//   votes (equal votes again by lot, reported), for partiliste in order of their total, equal totals in list order.
import type { Opstillingsform } from '../official/types';

type CandidateInput = { id: string; personal: number };

type CandidateTie = {
  /** 'valgt': the draw decides who is elected; 'stedfortræder': it decides the substitutes' order. */
  kind: 'valgt' | 'stedfortræder';
  /** The first place the draw decides: seat number on the list, or substitute number. */
  position: number;
  /** How many of those places the draw gives out. */
  places: number;
  candidates: string[];
};

type ElectionOutcome = {
  /** Candidates certainly elected: sideordnet by personal votes, partiliste as § 86 names them (see above). */
  elected: string[];
  /** Substitutes in order. Candidates in a 'valgt' tie are in neither list: the draw's losers come first. */
  substitutes: string[];
  ties: CandidateTie[];
  /** The § 86 fordelingstal (partiliste only). */
  fordelingstal: number | null;
  /** Seats the list cannot fill because it has too few candidates (see allocateSeats for the transfer). */
  vacant: number;
};

type ElectionInput = {
  opstillingsform: Opstillingsform;
  /** The list's seats. */
  seats: number;
  /** The list's total votes (`Stemmer`: personal + list votes). */
  listVotes: number;
  /** Votes on the list itself; when omitted, the total less the personal votes. */
  listestemmer?: number | null;
  /** Candidates in list order, with their personal votes. */
  candidates: CandidateInput[];
};

function sideordnet(
  seats: number,
  candidates: CandidateInput[],
): Omit<ElectionOutcome, 'fordelingstal' | 'vacant'> {
  const sorted = [...candidates].sort((a, b) => b.personal - a.personal);
  const groups: CandidateInput[][] = [];
  for (const c of sorted) {
    const last = groups.at(-1);
    if (last && last[0]!.personal === c.personal) last.push(c);
    else groups.push([c]);
  }
  const out: Omit<ElectionOutcome, 'fordelingstal' | 'vacant'> = {
    elected: [],
    substitutes: [],
    ties: [],
  };
  let seatsLeft = seats;
  let substituteNumber = 0;
  for (const g of groups) {
    const ids = g.map((c) => c.id);
    if (seatsLeft >= g.length) {
      out.elected.push(...ids);
      seatsLeft -= g.length;
    } else if (seatsLeft > 0) {
      out.ties.push({
        kind: 'valgt',
        position: seats - seatsLeft + 1,
        places: seatsLeft,
        candidates: ids,
      });
      // The draw's losers are the first substitutes; their order is part of the same draw.
      substituteNumber += g.length - seatsLeft;
      seatsLeft = 0;
    } else {
      if (g.length > 1)
        out.ties.push({
          kind: 'stedfortræder',
          position: substituteNumber + 1,
          places: g.length,
          candidates: ids,
        });
      out.substitutes.push(...ids);
      substituteNumber += g.length;
    }
  }
  return out;
}

function partiliste(
  seats: number,
  listVotes: number,
  listestemmer: number,
  candidates: CandidateInput[],
): Omit<ElectionOutcome, 'vacant'> {
  const fordelingstal = Math.floor(listVotes / (seats + 1)) + 1;
  // nr. 2: personal votes at or above the fordelingstal.
  const byRule = new Set(candidates.filter((c) => c.personal >= fordelingstal).map((c) => c.id));
  // nr. 3: the list votes, in list order, each candidate up to the fordelingstal, as far as they reach. The handing
  // out goes on past the last seat: the totals also order the substitutes. The totals add up to at most the list's
  // votes, which are less than (seats + 1) × fordelingstal, so no more than `seats` candidates can reach it.
  const total = new Map(candidates.map((c) => [c.id, c.personal]));
  let left = listestemmer;
  for (const c of candidates) {
    if (byRule.has(c.id) || left === 0) continue;
    const given = Math.min(left, fordelingstal - c.personal);
    left -= given;
    total.set(c.id, c.personal + given);
    if (c.personal + given >= fordelingstal) byRule.add(c.id);
  }
  // nr. 4: the seats still open go by the totals; equal totals go to the candidate higher on the list (a stable sort
  // of the list order). The substitutes are the rest, in the same order.
  const rest = candidates
    .filter((c) => !byRule.has(c.id))
    .sort((a, b) => total.get(b.id)! - total.get(a.id)!)
    .map((c) => c.id);
  const open = Math.max(0, seats - byRule.size);
  return {
    elected: [
      ...candidates.filter((c) => byRule.has(c.id)).map((c) => c.id),
      ...rest.slice(0, open),
    ],
    substitutes: rest.slice(open),
    ties: [],
    fordelingstal,
  };
}

/**
 * The elected candidates and substitutes of one list with `seats` seats, by § 85 (sideordnet) or § 86 (partiliste).
 * A list without seats has neither. Equal personal votes that decide a place are reported in `ties`.
 */
export function electCandidates(input: ElectionInput): ElectionOutcome {
  const { seats, candidates } = input;
  if (!Number.isInteger(seats) || seats < 0)
    throw new Error('Antallet af mandater skal være et helt tal.');
  const vacant = Math.max(0, seats - candidates.length);
  if (seats === 0) return { elected: [], substitutes: [], ties: [], fordelingstal: null, vacant };
  if (input.opstillingsform === 'Sideordnet')
    return { ...sideordnet(seats, candidates), fordelingstal: null, vacant };
  const personalSum = candidates.reduce((sum, c) => sum + c.personal, 0);
  const listestemmer = Math.max(0, input.listestemmer ?? input.listVotes - personalSum);
  return { ...partiliste(seats, input.listVotes, listestemmer, candidates), vacant };
}
