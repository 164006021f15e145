// `npx tsx scripts/valgaften/make-rehearsal.ts [--out <folder>]`: writes the fictional rehearsal night for Lyngbæk Kommune into
// data/valgaften/rehearsal-lyngbaek/, in the folder layout and file names of data.valg.dk, every file checked
// against its official schema before it is written. Deterministic (a seeded generator): the same files every run.
// The official seats (mandatfordeling) are the law applied to the fintælling by lib/valgaften/seats, so a tie
// (which the law leaves to a draw) makes the script stop rather than invent a winner.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { validateOfficial, type OfficialKind } from '../../lib/valgaften/official';
import { allocateSeats, electCandidates } from '../../lib/valgaften/seats';
import { seededRandom } from '../lib/seeded-random.mjs';
import {
  AREAS,
  fictionalNames,
  KOMMUNE,
  LISTS,
  siteCandidates,
  STILLINGER,
  VALGFORBUND,
  type CastList,
} from './rehearsal-cast';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
const OUT = path.resolve(args.out ?? path.join(ROOT, 'data/valgaften/rehearsal-lyngbaek'));
const SEATS = 25;
const VALGART = 'Kommunalvalg';
const VALGDAG = '20-11-2029';

// A seeded generator, so the night is the same on every run.
const random = seededRandom(46_2029);
const between = (lo: number, hi: number) => lo + (hi - lo) * random();
const int = (lo: number, hi: number) => Math.floor(between(lo, hi + 1));

const guid = (key: string) => {
  const h = createHash('sha256').update(`lyngbaek-rehearsal:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** "dd-mm-yyyy hh:mm:ss" (UTC), as the files write times. */
const officialTime = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}-${p(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
};
/** DDMMYYYYHHMM, as the file names carry it. */
const nameStamp = (d: Date) => officialTime(d).replace(/[- :]/g, '').slice(0, 12);
const utc = (iso: string) => new Date(`${iso}Z`);
const plusMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
const fileName = (s: string) => s.replace(/ /g, '_');

/** Splits `total` in proportion to `weights`, whole numbers summing exactly to `total` (largest remainder). */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; k < total - parts.reduce((a, b) => a + b, 0); k++) parts[order[k]![1]]! += 1;
  return parts;
}

const KINDS: OfficialKind[] = [
  'kandidat-data',
  'valgresultater',
  'valgdeltagelse',
  'mandatfordeling',
];
for (const kind of KINDS) rmSync(path.join(OUT, kind), { recursive: true, force: true });

const written: string[] = [];
function write(kind: OfficialKind, name: string, json: unknown, bom = false) {
  const check = validateOfficial(kind, json);
  if (!check.ok) throw new Error(`${name}: ${check.reason}`);
  mkdirSync(path.join(OUT, kind), { recursive: true });
  const text = (bom ? '\uFEFF' : '') + JSON.stringify(json);
  writeFileSync(path.join(OUT, kind, name), text);
  written.push(`${kind}/${name}`);
}

// ---- Lists and candidates -------------------------------------------------------------------------------------
type Candidate = { id: string; navn: string; stilling: string; bopael: string; weight: number };
type List = CastList & { id: string; placering: number; people: Candidate[] };

const own = siteCandidates(ROOT);
const taken = new Set(own.map((c) => c.name));
const lists: List[] = LISTS.map((l, i) => {
  const names =
    l.bogstav === 'L'
      ? [...own.map((c) => c.name), ...fictionalNames(l.candidates - own.length, taken)]
      : fictionalNames(l.candidates, taken);
  const people = names.map((navn, k) => ({
    id: guid(`kandidat:${l.bogstav}:${navn}`),
    navn,
    stilling: (l.bogstav === 'L' && own[k]?.title) || STILLINGER[int(0, STILLINGER.length - 1)]!,
    bopael: AREAS[int(0, AREAS.length - 1)]!.navn,
    // The top of each list draws the most personal votes, with a spread that varies between lists.
    weight: (k === 0 ? 4 : 1) * between(0.4, 1.6) * (1 / (1 + k * 0.25)),
  }));
  return { ...l, id: guid(`liste:${l.bogstav}`), placering: i + 1, people };
});
const byLetter = new Map(lists.map((l) => [l.bogstav, l]));

const candidateDataAt = utc('2029-10-30T10:00:12');
write(
  'kandidat-data',
  `kandidat-data-${VALGART}-${KOMMUNE.fil}-${nameStamp(candidateDataAt)}.json`,
  {
    Valgdag: VALGDAG,
    Valgart: VALGART,
    FrigivelsesTidspunktUTC: officialTime(candidateDataAt),
    OpdateringsTidspunktUTC: officialTime(candidateDataAt),
    Region: null,
    RegionDagiId: null,
    Kommune: KOMMUNE.navn,
    KommuneDagiId: String(KOMMUNE.kode),
    Valgforbund: VALGFORBUND.map((v) => ({
      ValgforbundId: guid(`valgforbund:${v.navn}`),
      Navn: v.navn,
      KandidatlisteId: v.bogstaver.map((b) => byLetter.get(b)!.id),
    })),
    Kandidatlister: lists.map((l) => ({
      KandidatlisteId: l.id,
      Stemmeseddelsplacering: l.placering,
      Bogstavbetegnelse: l.bogstav,
      Navn: l.navn,
      Opstillingsform: l.opstillingsform,
      Kandidater: l.people.map((c, k) => ({
        Stemmeseddelsplacering: k + 1,
        Id: c.id,
        Navn: c.navn,
        Stemmeseddelnavn: c.navn,
        Stilling: c.stilling,
        BopaelPaaStemmeseddel: c.bopael,
      })),
    })),
  },
);

// ---- The count in each area -----------------------------------------------------------------------------------
type Count = { cast: number; blanke: number; ugyldige: number; perList: number[] };

const night = AREAS.map((area): Count => {
  const cast = Math.round(area.eligible * between(0.66, 0.78));
  const blanke = Math.round(cast * between(0.005, 0.011));
  const ugyldige = Math.round(cast * between(0.002, 0.005));
  const perList = split(
    cast - blanke - ugyldige,
    lists.map((l) => l.share * between(0.82, 1.18)),
  );
  return { cast, blanke, ugyldige, perList };
});

/** The fintælling moves a list's total by a few votes (ballots judged again); the cast stays the same. */
const final = night.map((c): Count => {
  const perList = c.perList.map((v) => Math.max(0, v + int(-2, 2)));
  const valid = perList.reduce((a, b) => a + b, 0);
  return { ...c, perList, ugyldige: c.cast - c.blanke - valid };
});

/** Personal votes for each list in each area: most of a sideordnet list's votes, fewer on a partiliste. */
const personal = final.map((c) =>
  lists.map((l, i) => {
    const share = l.opstillingsform === 'Sideordnet' ? between(0.74, 0.86) : between(0.38, 0.52);
    const total = Math.round(c.perList[i]! * share);
    return split(
      total,
      l.people.map((p) => p.weight * between(0.7, 1.3)),
    );
  }),
);

const invalidReasons = (c: Count) => [
  { Id: 1, Navn: 'Blanke', Paragraf: null, Antal: c.blanke },
  { Id: 9, Navn: 'AndreGrunde', Paragraf: null, Antal: c.ugyldige },
];

type Stage = 'IngenResultater' | 'ForeløbigOptælling' | 'Fintælling';

function resultsFile(a: number, stage: Stage, at: Date, count: Count | null, kommune: string) {
  const area = AREAS[a]!;
  const c = count ?? { cast: 0, blanke: 0, ugyldige: 0, perList: lists.map(() => 0) };
  const valid = c.perList.reduce((x, y) => x + y, 0);
  const lastTimeOf = (v: number, change: number | null) =>
    change === null ? null : Math.round(v * change);
  return {
    Valgdag: VALGDAG,
    Valgart: VALGART,
    FrigivelsesTidspunktUTC: officialTime(at),
    Storkreds: null,
    Storkredsnummer: null,
    Opstillingskreds: null,
    OpstillingskredsDagiId: null,
    Kommune: kommune,
    Kommunekode: KOMMUNE.kode,
    AfstemningsområdeNummer: area.nummer,
    AfstemningsområdeDagiId: area.dagiId,
    Afstemningsområde: area.navn,
    UgyldigeFremmødteStemmerÅrsager: count ? invalidReasons(c) : [],
    UgyldigeBrevstemmerÅrsager: [],
    Resultatart: stage,
    AfgivneStemmer: c.cast,
    GyldigeStemmer: valid,
    UgyldigeStemmerUdoverBlanke: c.ugyldige,
    BlankeUgyldigeFremmødteStemmer: c.blanke,
    BlankeUgyldigeBrevstemmer: 0,
    AfgivneStemmerDifferenceFraForrigeValg: count ? Math.round(c.cast * -0.02) : null,
    GyldigeStemmerDifferenceFraForrigeValg: count ? Math.round(valid * -0.02) : null,
    UgyldigeStemmerDifferenceFraForrigeValg: count ? 2 : null,
    BlankeStemmerDifferenceFraForrigeValg: count ? -3 : null,
    AntalStemmeberettigedeVælgereDifferenceFraForrigeValg: Math.round(area.eligible * 0.012),
    AntalStemmeberettigedeVælgere: area.eligible,
    Kandidatlister: count
      ? lists.map((l, i) => {
          const votes = c.perList[i]!;
          const people = stage === 'Fintælling' ? personal[a]![i]! : null;
          const personalSum = people?.reduce((x, y) => x + y, 0) ?? 0;
          return {
            KandidatlisteId: l.id,
            Navn: l.navn,
            Bogstavbetegnelse: l.bogstav,
            Stemmer: votes,
            Listestemmer: people ? votes - personalSum : null,
            StemmerDifferenceFraForrigeValg: lastTimeOf(votes, l.lastTime),
            Kandidater: people
              ? l.people.map((p, k) => ({
                  Id: p.id,
                  Stemmeseddelnavn: p.navn,
                  Stemmer: people[k]!,
                }))
              : null,
          };
        })
      : [],
    GodkendelsesDatoUTC: stage === 'Fintælling' ? officialTime(plusMinutes(at, -6)) : null,
  };
}

const resultsName = (a: number, at: Date) =>
  `valgresultater-${VALGART}-${KOMMUNE.fil}-${fileName(AREAS[a]!.navn)}-${nameStamp(at)}.json`;

// Wave 0, the day before: every area with its voters and no result.
const before = utc('2029-11-19T12:00:00');
AREAS.forEach((_, a) => {
  const at = plusMinutes(before, a);
  write(
    'valgresultater',
    resultsName(a, at),
    resultsFile(a, 'IngenResultater', at, null, KOMMUNE.navn),
  );
});

// Turnout through the day, three files per area (readings in Danish time; this feed adds a byte-order mark).
const READINGS = [
  ['10:00:00', 0.18],
  ['12:00:00', 0.36],
  ['14:00:00', 0.5],
  ['16:00:00', 0.64],
  ['18:00:00', 0.8],
] as const;
[
  ['2029-11-20T09:14:05', 1],
  ['2029-11-20T13:14:05', 3],
  ['2029-11-20T17:14:05', 5],
].forEach(([iso, upTo]) => {
  AREAS.forEach((area, a) => {
    const at = plusMinutes(utc(iso as string), a);
    write(
      'valgdeltagelse',
      `valgdeltagelse-${VALGART}-${KOMMUNE.fil}-${fileName(area.navn)}-${nameStamp(at)}.json`,
      {
        Valgart: VALGART,
        Valgdag: VALGDAG,
        FrigivelsesTidspunktUTC: officialTime(at),
        Kommune: KOMMUNE.kortNavn,
        Kommunekode: KOMMUNE.kode,
        Afstemningsområde: area.navn,
        AfstemningsområdeDagiId: String(area.dagiId),
        AfstemningsområdeNummer: area.nummer,
        Valgdeltagelse: READINGS.slice(0, upTo as number).map(([time, part]) => ({
          AntalStemmeberretigedeVælgere: area.eligible,
          AfgivneStemmer: Math.round(night[a]!.cast * part),
          Tidspunkt: time,
        })),
      },
      true,
    );
  });
});

// Election night (polls close 20:00 Danish time, 19:00 UTC): each area's preliminary count, the municipality spelled
// "Lyngbæk" as the real night files do; two areas send a corrected preliminary count later.
AREAS.forEach((_, a) => {
  const at = plusMinutes(utc('2029-11-20T19:41:00'), a * 9 + int(0, 4));
  write(
    'valgresultater',
    resultsName(a, at),
    resultsFile(a, 'ForeløbigOptælling', at, night[a]!, KOMMUNE.kortNavn),
  );
});
[
  [1, '2029-11-20T21:36:40'],
  [5, '2029-11-20T21:52:10'],
].forEach(([a, iso]) => {
  const at = utc(iso as string);
  const c = night[a as number]!;
  const corrected = {
    ...c,
    perList: c.perList.map((v, i) => (i === 0 ? v - 3 : i === 3 ? v + 3 : v)),
  };
  night[a as number] = corrected;
  write(
    'valgresultater',
    resultsName(a as number, at),
    resultsFile(a as number, 'ForeløbigOptælling', at, corrected, KOMMUNE.kortNavn),
  );
});

// The next day: the fintælling with personal votes, area by area.
AREAS.forEach((_, a) => {
  const at = plusMinutes(utc('2029-11-21T08:40:00'), a * 17 + int(0, 6));
  write(
    'valgresultater',
    resultsName(a, at),
    resultsFile(a, 'Fintælling', at, final[a]!, KOMMUNE.navn),
  );
});

// ---- The official seats: the law applied to the fintælling ----------------------------------------------------
const totals = lists.map((_, i) => final.reduce((sum, c) => sum + c.perList[i]!, 0));
const seats = allocateSeats({
  seats: SEATS,
  lists: lists.map((l, i) => ({ id: l.id, votes: totals[i]!, candidates: l.people.length })),
  alliances: {
    valgforbund: VALGFORBUND.map((v) => v.bogstaver.map((b) => byLetter.get(b)!.id)),
    listeforbund: [],
  },
});
if (seats.ties.length > 0 || seats.unfilled > 0)
  throw new Error('Lodtrækning eller ubesatte mandater: skift seed.');

const outcomes = lists.map((l, i) => {
  const personalTotals = l.people.map((_, k) =>
    personal.reduce((sum, area) => sum + area[i]![k]!, 0),
  );
  const outcome = electCandidates({
    opstillingsform: l.opstillingsform,
    seats: seats.perList[l.id]!,
    listVotes: totals[i]!,
    listestemmer: totals[i]! - personalTotals.reduce((a, b) => a + b, 0),
    candidates: l.people.map((p, k) => ({ id: p.id, personal: personalTotals[k]! })),
  });
  if (outcome.ties.length > 0) throw new Error(`Lodtrækning på liste ${l.bogstav}: skift seed.`);
  return outcome;
});

const nameOf = new Map(lists.flatMap((l) => l.people.map((p) => [p.id, p.navn] as const)));
let seatNumber = 0;
const listSeats = lists.flatMap((l) =>
  Array.from({ length: seats.perList[l.id]! }, () => ({
    Nummer: ++seatNumber,
    KandidatlisteId: l.id,
    KandidatlisteNavn: l.navn,
    Bogstavbetegnelse: l.bogstav,
  })),
);
let personalNumber = 0;
const seatsAt = utc('2029-11-21T13:05:30');
write('mandatfordeling', `mandatfordeling-${VALGART}-${KOMMUNE.fil}-${nameStamp(seatsAt)}.json`, {
  Valgart: VALGART,
  Valgdag: VALGDAG,
  FrigivelsesTidspunktUTC: officialTime(seatsAt),
  Kommune: KOMMUNE.navn,
  Kommunekode: KOMMUNE.kode,
  Region: null,
  RegionDagiId: null,
  Resultatart: 'Fintælling',
  PersonligeMandater: lists.flatMap((l, i) =>
    outcomes[i]!.elected.map((id, k) => ({
      Nummer: ++personalNumber,
      NummerAnførtPåListen: k + 1,
      KandidatId: id,
      Stemmeseddelnavn: nameOf.get(id)!,
      KandidatlisteId: l.id,
      KandidatlisteNavn: l.navn,
      Bogstavbetegnelse: l.bogstav,
    })),
  ),
  ListeMandater: listSeats,
  Kandidatliste: lists.map((l, i) => ({
    KandidatlisteId: l.id,
    KandidatlisteNavn: l.navn,
    Bogstavbetegnelse: l.bogstav,
    Stedfortrædere: outcomes[i]!.substitutes.map((id, k) => ({
      Nummer: k + 1,
      KandidatId: id,
      Stemmeseddelnavn: nameOf.get(id)!,
    })),
  })),
  BaseretPåOptællinger: AREAS.map((area) => ({
    AfstemningsområdeDagiId: area.dagiId,
    Resultatart: 'Fintælling',
    GodkendelsesDatoUTC: officialTime(utc('2029-11-21T12:30:00')),
  })),
});

const alone = allocateSeats({
  seats: SEATS,
  lists: lists.map((l, i) => ({ id: l.id, votes: totals[i]!, candidates: l.people.length })),
});
console.log(`${written.length} filer skrevet i ${OUT}:`);
lists.forEach((l, i) =>
  console.log(
    `  ${l.bogstav} ${l.navn}: ${totals[i]} stemmer, ${seats.perList[l.id]} mandater (uden valgforbund ${alone.perList[l.id]})`,
  ),
);
