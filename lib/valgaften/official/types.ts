// The app's own shapes for the official VALG files (valg.dk), reshaped from the published JSON Schemas
// (Snitfladebeskrivelser). Keys are Kommunekode and DAGI ids, never names: names are spelled differently
// from one version of the same file to the next ("Aabenraa Kommune" and "Aabenraa").

/** The kinds of file this site reads, named by their folder and file-name prefix on data.valg.dk. */
export type OfficialKind =
  'valgresultater' | 'kandidat-data' | 'mandatfordeling' | 'valgdeltagelse';

/** IngenResultater → ForeløbigOptælling (election night) → Fintælling (the next day, with personal votes). */
export type Resultatart = 'IngenResultater' | 'ForeløbigOptælling' | 'Fintælling';

export type Opstillingsform = 'Sideordnet' | 'Partiliste';

/** A candidate's personal votes in one polling area (only in a fintælling; `null` on the night). */
export type CandidateVotes = { id: string; navn: string | null; personligeStemmer: number };

/** One list's result in one polling area. `stemmer` is the list's total (personal + list votes). */
export type ListResult = {
  id: string;
  bogstav: string | null;
  navn: string;
  stemmer: number;
  /** Votes on the list itself (not on a candidate); `null` where the file does not give it. */
  listestemmer: number | null;
  /** Change in `stemmer` from the last election, where the file gives it. */
  stemmerDifferenceFraForrigeValg: number | null;
  candidates: CandidateVotes[] | null;
};

/** What every per-area file says about itself. */
type AreaFile = {
  valgart: string;
  /** The election day as an ISO date (yyyy-mm-dd). */
  valgdag: string;
  kommunekode: number;
  /** The municipality's name as this version of the file spells it: show it, never key on it. */
  kommune: string;
  /** The polling area's DAGI id: with `kommunekode` the key of an area. */
  areaId: number;
  areaNumber: number;
  areaName: string;
  /** FrigivelsesTidspunktUTC: when this version was released. */
  releasedAt: Date;
};

/** One polling area's result file (valgresultater), whichever election it is from. */
export type AreaResult = AreaFile & {
  resultatart: Resultatart;
  approvedAt: Date | null;
  eligible: number;
  /** AfgivneStemmer: valid + blank + other invalid. */
  cast: number;
  valid: number;
  blanke: number;
  /** Invalid votes other than blank ones. */
  ugyldige: number;
  lists: ListResult[];
  /** Differences from the last election, where the file gives them (`null` otherwise). */
  previous: {
    cast: number | null;
    valid: number | null;
    blanke: number | null;
    ugyldige: number | null;
    eligible: number | null;
  };
};

type OfficialCandidate = {
  id: string;
  navn: string | null;
  stemmeseddelnavn: string | null;
  /** Place on the list (Stemmeseddelsplacering); the list order is the array's order, sorted by it. */
  placering: number | null;
  stilling: string | null;
  bopael: string | null;
};

type OfficialList = {
  id: string;
  bogstav: string;
  navn: string;
  /** The list's place on the ballot. */
  placering: number;
  opstillingsform: Opstillingsform;
  candidates: OfficialCandidate[];
};

/** A municipality's kandidat-data: lists, their candidates in list order, and the alliances. */
export type ListsAndCandidates = {
  valgart: string;
  valgdag: string;
  kommune: string | null;
  kommuneDagiId: string | null;
  releasedAt: Date;
  updatedAt: Date;
  lists: OfficialList[];
  /** Valgforbund (§ 38) as the file gives them: each a group of list ids. */
  valgforbund: { id: string; navn: string; listIds: string[] }[];
  /**
   * Listeforbund (§ 37): the KVRV-Kandidatdata schema has no field for them. Lists in a listeforbund stand in the
   * same field of the ballot (§ 39, stk. 2), so lists sharing a ballot place are read as one listeforbund.
   */
  listeforbund: string[][];
};

type OfficialSeat = {
  /** The seat's number in the council's order, or null where the file gives none. */
  nummer: number | null;
  listId: string;
  bogstav: string | null;
  listNavn: string | null;
};

/** The official seat allocation (mandatfordeling), published after the count. */
export type OfficialSeats = {
  valgart: string;
  valgdag: string;
  kommunekode: number | null;
  kommune: string | null;
  resultatart: string;
  releasedAt: Date;
  /** Seats per list id, counted from ListeMandater. */
  seatsPerList: Record<string, number>;
  listSeats: OfficialSeat[];
  /** The elected candidates (PersonligeMandater), in seat order. */
  personal: (OfficialSeat & {
    candidateId: string;
    navn: string | null;
    nummerPaaListen: number | null;
  })[];
  /** Substitutes per list id, in their official order. */
  substitutes: Record<string, { nummer: number; candidateId: string; navn: string | null }[]>;
  basedOn: { areaId: number; resultatart: Resultatart; approvedAt: Date }[];
};

/** Turnout through the day in one polling area (valgdeltagelse). */
export type AreaTurnout = AreaFile & {
  /** Readings in file order; `tidspunkt` as the file gives it (hh:mm or hh:mm:ss). */
  readings: { tidspunkt: string; eligible: number; cast: number }[];
};
