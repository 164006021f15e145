// Reshapes validated official files into the app's types (./types). Each parser validates first and throws
// OfficialFileError (Danish) on a file that does not follow its schema, so no unchecked shape gets further.
import { OfficialFileError, officialDay, parseOfficialTime } from './decode';
import type {
  AreaResult,
  AreaTurnout,
  CandidateVotes,
  ListResult,
  ListsAndCandidates,
  OfficialKind,
  OfficialSeats,
  Opstillingsform,
  Resultatart,
} from './types';
import { validateOfficial } from './validate';

// Raw shapes, as the schemas in ./schemas define them (only the fields read here).
type RawCandidateVotes = { Id: string; Stemmeseddelnavn: string | null; Stemmer: number };
type RawKvList = {
  KandidatlisteId: string;
  Navn: string;
  Bogstavbetegnelse: string | null;
  Stemmer: number;
  Listestemmer: number | null;
  StemmerDifferenceFraForrigeValg: number | null;
  Kandidater: RawCandidateVotes[] | null;
};
type RawFvParty = {
  PartiId: string;
  PartiNavn: string;
  Bogstavbetegnelse: string;
  Stemmer: number;
  Partistemmer: number | null;
  StemmerDifferenceFraForrigeValg: number | null;
  Kandidater: RawCandidateVotes[] | null;
};
type RawResults = {
  Valgart: string;
  Valgdag: string;
  FrigivelsesTidspunktUTC: string;
  GodkendelsesDatoUTC?: string | null;
  Kommune: string;
  Kommunekode: number;
  AfstemningsområdeNummer: number;
  AfstemningsområdeDagiId: number;
  Afstemningsområde: string;
  Resultatart: Resultatart;
  AfgivneStemmer: number;
  GyldigeStemmer: number;
  UgyldigeStemmerUdoverBlanke: number;
  BlankeUgyldigeFremmødteStemmer: number;
  BlankeUgyldigeBrevstemmer: number;
  AfgivneStemmerDifferenceFraForrigeValg: number | null;
  GyldigeStemmerDifferenceFraForrigeValg: number | null;
  UgyldigeStemmerDifferenceFraForrigeValg: number | null;
  BlankeStemmerDifferenceFraForrigeValg: number | null;
  AntalStemmeberettigedeVælgereDifferenceFraForrigeValg: number | null;
  AntalStemmeberettigedeVælgere: number;
  Kandidatlister?: RawKvList[];
  IndenforParti?: RawFvParty[];
};

/**
 * The first count below zero, by its path in the file, or null. The schemas allow negative int32 counts; the seat
 * rules refuse them, so a file with one would stop the page for everyone for as long as it is the newest.
 */
function negativeCount(r: RawResults): string | null {
  const field = r.Kandidatlister ? 'Kandidatlister' : 'IndenforParti';
  const counts: [string, number | null][] = [
    ['AntalStemmeberettigedeVælgere', r.AntalStemmeberettigedeVælgere],
    ['AfgivneStemmer', r.AfgivneStemmer],
    ['GyldigeStemmer', r.GyldigeStemmer],
    ['UgyldigeStemmerUdoverBlanke', r.UgyldigeStemmerUdoverBlanke],
    ['BlankeUgyldigeFremmødteStemmer', r.BlankeUgyldigeFremmødteStemmer],
    ['BlankeUgyldigeBrevstemmer', r.BlankeUgyldigeBrevstemmer],
  ];
  (r.Kandidatlister ?? r.IndenforParti ?? []).forEach((list, i) => {
    const [own, ownVotes] =
      'Listestemmer' in list
        ? ['Listestemmer', list.Listestemmer]
        : ['Partistemmer', list.Partistemmer];
    counts.push([`${field}/${i}/Stemmer`, list.Stemmer], [`${field}/${i}/${own}`, ownVotes]);
    list.Kandidater?.forEach((c, j) =>
      counts.push([`${field}/${i}/Kandidater/${j}/Stemmer`, c.Stemmer]),
    );
  });
  return counts.find(([, n]) => n !== null && n < 0)?.[0] ?? null;
}

function checked<T>(kind: OfficialKind, json: unknown): T {
  const result = validateOfficial(kind, json);
  if (!result.ok) throw new OfficialFileError(result.reason);
  return json as T;
}

const candidatesOf = (raw: RawCandidateVotes[] | null): CandidateVotes[] | null =>
  raw?.map((c) => ({ id: c.Id, navn: c.Stemmeseddelnavn, personligeStemmer: c.Stemmer })) ?? null;

const fromKvList = (l: RawKvList): ListResult => ({
  id: l.KandidatlisteId,
  bogstav: l.Bogstavbetegnelse,
  navn: l.Navn,
  stemmer: l.Stemmer,
  listestemmer: l.Listestemmer,
  stemmerDifferenceFraForrigeValg: l.StemmerDifferenceFraForrigeValg,
  candidates: candidatesOf(l.Kandidater),
});

const fromFvParty = (p: RawFvParty): ListResult => ({
  id: p.PartiId,
  bogstav: p.Bogstavbetegnelse,
  navn: p.PartiNavn,
  stemmer: p.Stemmer,
  listestemmer: p.Partistemmer,
  stemmerDifferenceFraForrigeValg: p.StemmerDifferenceFraForrigeValg,
  candidates: candidatesOf(p.Kandidater),
});

/**
 * One polling area's valgresultater file (KVRV or FV schema) as an AreaResult. `Kandidater` is `null` on the night;
 * a list's total is its `Stemmer`, never the sum of its candidates.
 */
export function parseResults(json: unknown): AreaResult {
  const r = checked<RawResults>('valgresultater', json);
  const negative = negativeCount(r);
  if (negative)
    throw new OfficialFileError(
      `Filen har et negativt tal, hvor der tælles stemmer (${negative}).`,
    );
  return {
    valgart: r.Valgart,
    valgdag: officialDay(r.Valgdag),
    kommunekode: r.Kommunekode,
    kommune: r.Kommune,
    areaId: r.AfstemningsområdeDagiId,
    areaNumber: r.AfstemningsområdeNummer,
    areaName: r.Afstemningsområde,
    resultatart: r.Resultatart,
    releasedAt: parseOfficialTime(r.FrigivelsesTidspunktUTC),
    approvedAt: r.GodkendelsesDatoUTC ? parseOfficialTime(r.GodkendelsesDatoUTC) : null,
    eligible: r.AntalStemmeberettigedeVælgere,
    cast: r.AfgivneStemmer,
    valid: r.GyldigeStemmer,
    blanke: r.BlankeUgyldigeFremmødteStemmer + r.BlankeUgyldigeBrevstemmer,
    ugyldige: r.UgyldigeStemmerUdoverBlanke,
    lists: r.Kandidatlister
      ? r.Kandidatlister.map(fromKvList)
      : (r.IndenforParti ?? []).map(fromFvParty),
    previous: {
      cast: r.AfgivneStemmerDifferenceFraForrigeValg,
      valid: r.GyldigeStemmerDifferenceFraForrigeValg,
      blanke: r.BlankeStemmerDifferenceFraForrigeValg,
      ugyldige: r.UgyldigeStemmerDifferenceFraForrigeValg,
      eligible: r.AntalStemmeberettigedeVælgereDifferenceFraForrigeValg,
    },
  };
}

type RawKandidatdata = {
  Valgart: string;
  Valgdag: string;
  FrigivelsesTidspunktUTC: string;
  OpdateringsTidspunktUTC: string;
  Kommune?: string | null;
  KommuneDagiId?: string | null;
  Valgforbund: { ValgforbundId: string; Navn: string; KandidatlisteId: string[] }[];
  Kandidatlister: {
    KandidatlisteId: string;
    Stemmeseddelsplacering: number;
    Bogstavbetegnelse: string;
    Navn: string;
    Opstillingsform: Opstillingsform;
    Kandidater: {
      Stemmeseddelsplacering: number | null;
      Id: string;
      Navn: string | null;
      Stemmeseddelnavn: string | null;
      Stilling: string | null;
      BopaelPaaStemmeseddel: string | null;
    }[];
  }[];
};

const byPlace = (a: { placering: number | null }, b: { placering: number | null }) =>
  (a.placering ?? Number.MAX_SAFE_INTEGER) - (b.placering ?? Number.MAX_SAFE_INTEGER);

/** A municipality's kandidat-data (KVRV-Kandidatdata): lists in ballot order, candidates in list order. */
export function parseCandidates(json: unknown): ListsAndCandidates {
  const k = checked<RawKandidatdata>('kandidat-data', json);
  if (!('Kandidatlister' in k))
    throw new OfficialFileError('Kandidatdata skal være fra et kommunal- eller regionsrådsvalg.');
  // A list joins at most one valgforbund (§ 38); the seat rules cannot share a list between two.
  const allied = new Set<string>();
  for (const v of k.Valgforbund)
    for (const id of new Set(v.KandidatlisteId)) {
      if (allied.has(id))
        throw new OfficialFileError(`Listen ${id} står i mere end ét valgforbund.`);
      allied.add(id);
    }
  const lists = k.Kandidatlister.map((l) => ({
    id: l.KandidatlisteId,
    bogstav: l.Bogstavbetegnelse,
    navn: l.Navn,
    placering: l.Stemmeseddelsplacering,
    opstillingsform: l.Opstillingsform,
    candidates: l.Kandidater.map((c) => ({
      id: c.Id,
      navn: c.Navn,
      stemmeseddelnavn: c.Stemmeseddelnavn,
      placering: c.Stemmeseddelsplacering,
      stilling: c.Stilling,
      bopael: c.BopaelPaaStemmeseddel,
    })).sort(byPlace),
  })).sort(byPlace);
  const byBallotPlace = new Map<number, string[]>();
  for (const l of lists)
    byBallotPlace.set(l.placering, [...(byBallotPlace.get(l.placering) ?? []), l.id]);
  return {
    valgart: k.Valgart,
    valgdag: officialDay(k.Valgdag),
    kommune: k.Kommune ?? null,
    kommuneDagiId: k.KommuneDagiId ?? null,
    releasedAt: parseOfficialTime(k.FrigivelsesTidspunktUTC),
    updatedAt: parseOfficialTime(k.OpdateringsTidspunktUTC),
    lists,
    valgforbund: k.Valgforbund.map((v) => ({
      id: v.ValgforbundId,
      navn: v.Navn,
      listIds: v.KandidatlisteId,
    })),
    listeforbund: [...byBallotPlace.values()].filter((ids) => ids.length > 1),
  };
}

type RawMandatfordeling = {
  Valgart: string;
  Valgdag: string;
  FrigivelsesTidspunktUTC: string;
  Kommune?: string | null;
  Kommunekode?: number | null;
  Resultatart: string;
  PersonligeMandater: {
    Nummer: number | null;
    NummerAnførtPåListen: number | null;
    KandidatId: string;
    Stemmeseddelnavn: string | null;
    KandidatlisteId: string;
    KandidatlisteNavn: string;
    Bogstavbetegnelse: string;
  }[];
  ListeMandater: {
    Nummer?: number | null;
    KandidatlisteId: string;
    KandidatlisteNavn: string | null;
    Bogstavbetegnelse: string | null;
  }[];
  Kandidatliste: {
    KandidatlisteId: string;
    Stedfortrædere: { Nummer: number; KandidatId: string; Stemmeseddelnavn: string | null }[];
  }[];
  BaseretPåOptællinger: {
    AfstemningsområdeDagiId: number;
    Resultatart: Resultatart;
    GodkendelsesDatoUTC: string;
  }[];
};

const bySeatNumber = (a: { nummer: number | null }, b: { nummer: number | null }) =>
  (a.nummer ?? Number.MAX_SAFE_INTEGER) - (b.nummer ?? Number.MAX_SAFE_INTEGER);

/** The official mandatfordeling: list seats, the elected candidates and the substitutes in order. */
export function parseSeats(json: unknown): OfficialSeats {
  const m = checked<RawMandatfordeling>('mandatfordeling', json);
  const listSeats = m.ListeMandater.map((s) => ({
    nummer: s.Nummer ?? null,
    listId: s.KandidatlisteId,
    bogstav: s.Bogstavbetegnelse,
    listNavn: s.KandidatlisteNavn,
  })).sort(bySeatNumber);
  const seatsPerList: Record<string, number> = {};
  for (const s of listSeats)
    if (s.nummer !== null) seatsPerList[s.listId] = (seatsPerList[s.listId] ?? 0) + 1;
  return {
    valgart: m.Valgart,
    valgdag: officialDay(m.Valgdag),
    kommunekode: m.Kommunekode ?? null,
    kommune: m.Kommune ?? null,
    resultatart: m.Resultatart,
    releasedAt: parseOfficialTime(m.FrigivelsesTidspunktUTC),
    seatsPerList,
    listSeats,
    personal: m.PersonligeMandater.filter((p) => p.Nummer !== null)
      .map((p) => ({
        nummer: p.Nummer,
        nummerPaaListen: p.NummerAnførtPåListen,
        candidateId: p.KandidatId,
        navn: p.Stemmeseddelnavn,
        listId: p.KandidatlisteId,
        listNavn: p.KandidatlisteNavn,
        bogstav: p.Bogstavbetegnelse,
      }))
      .sort(bySeatNumber),
    substitutes: Object.fromEntries(
      m.Kandidatliste.map((l) => [
        l.KandidatlisteId,
        l.Stedfortrædere.map((s) => ({
          nummer: s.Nummer,
          candidateId: s.KandidatId,
          navn: s.Stemmeseddelnavn,
        })).sort((a, b) => a.nummer - b.nummer),
      ]),
    ),
    basedOn: m.BaseretPåOptællinger.map((b) => ({
      areaId: b.AfstemningsområdeDagiId,
      resultatart: b.Resultatart,
      approvedAt: parseOfficialTime(b.GodkendelsesDatoUTC),
    })),
  };
}

type RawValgdeltagelse = {
  Valgart: string;
  Valgdag: string;
  FrigivelsesTidspunktUTC: string;
  Kommune: string;
  Kommunekode: number;
  Afstemningsområde: string;
  AfstemningsområdeDagiId: string;
  AfstemningsområdeNummer: number;
  Valgdeltagelse: {
    AntalStemmeberretigedeVælgere: number;
    AfgivneStemmer: number;
    Tidspunkt: string;
  }[];
};

/** One polling area's valgdeltagelse: the turnout readings through election day. */
export function parseTurnout(json: unknown): AreaTurnout {
  const t = checked<RawValgdeltagelse>('valgdeltagelse', json);
  const areaId = Number(t.AfstemningsområdeDagiId);
  if (!Number.isInteger(areaId))
    throw new OfficialFileError('AfstemningsområdeDagiId er ikke et tal.');
  return {
    valgart: t.Valgart,
    valgdag: officialDay(t.Valgdag),
    kommunekode: t.Kommunekode,
    kommune: t.Kommune,
    areaId,
    areaNumber: t.AfstemningsområdeNummer,
    areaName: t.Afstemningsområde,
    releasedAt: parseOfficialTime(t.FrigivelsesTidspunktUTC),
    readings: t.Valgdeltagelse.map((v) => ({
      tidspunkt: v.Tidspunkt,
      eligible: v.AntalStemmeberretigedeVælgere,
      cast: v.AfgivneStemmer,
    })),
  };
}
