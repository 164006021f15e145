// The law's seat rules (Kommunal- og regionalvalgloven §§ 37-39, 81-87) as pure functions: seats between lists and
// alliances, then who takes each list's seats. Ties the law leaves to a draw are reported, never decided.
export { allocateSeats } from './allocate';
export type { Alliances, SeatAllocation, SeatList, SeatTie } from './allocate';
export { electCandidates } from './elect';
export type { CandidateInput, CandidateTie, ElectionInput, ElectionOutcome } from './elect';
