/** The folders this site reads under an election's folder, as on data.valg.dk. */
export const VALG_FOLDERS = [
  'kandidat-data',
  'valgresultater',
  'valgdeltagelse',
  'mandatfordeling',
] as const;
