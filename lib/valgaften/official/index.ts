// Reading the official VALG files (data.valg.dk): names, bytes, schemas and the app's own shapes. Pure: no database,
// no network, no clock. The fetch job, the snapshots and the page (issue 46) build on these.
export { decodeOfficial, OfficialFileError, parseOfficialTime } from './decode';
export { fileTimestamp, isNewerVersion, kindOfPath, newestPerArea } from './files';
export { parseCandidates, parseResults, parseSeats, parseTurnout } from './parse';
export { validateOfficial } from './validate';
export type * from './types';
