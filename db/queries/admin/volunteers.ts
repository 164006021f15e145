import 'server-only';
// Frivillige in the room: the confirmed volunteers (unconfirmed sign-ups never reach the campaign).
import { getDb } from '../../index';
import { listConfirmedVolunteers } from '../volunteers';

export const roomVolunteers = async () => listConfirmedVolunteers(await getDb());
