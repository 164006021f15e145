// The law's seat rules (Kommunal- og regionalvalgloven §§ 37-39, 81-87) as pure functions: seats between lists and
// alliances, then who takes each list's seats. Ties the law leaves to a draw are reported, never decided.
// Their input and result types are documented where they are defined (./allocate.ts, ./elect.ts); name them with
// Parameters<typeof allocateSeats>[0] and ReturnType<typeof allocateSeats> (knip keeps unused type exports out).
export { allocateSeats } from './allocate';
export { electCandidates } from './elect';
