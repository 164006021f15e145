import 'server-only';
// The night's settings: content/site.json's election, with VALG_KOMMUNEKODE and VALG_MANDATER winning over it.
import { env } from '@/lib/env';
import { site } from '@/lib/site';

export type ValgConfig = {
  municipalityCode: number;
  seats: number;
  listLetter: string;
  /** The municipality's name as the site writes it (kandidat-data carries a name, not a Kommunekode). */
  municipality: string;
  source: string | undefined;
  /** VALG_HOST_KEY: the SFTP server's key fingerprint, checked when set. */
  hostKey?: string;
  /** election.date (yyyy-mm-dd): from that day on no file may be released later than the fetch job's clock. */
  electionDay?: string;
};

export function valgConfig(): ValgConfig {
  return {
    municipalityCode: env.VALG_KOMMUNEKODE ?? site.election.municipalityCode,
    seats: env.VALG_MANDATER ?? site.election.seats,
    listLetter: site.election.listLetter,
    municipality: site.municipality,
    source: env.VALG_SOURCE,
    hostKey: env.VALG_HOST_KEY,
    electionDay: site.election.date,
  };
}
