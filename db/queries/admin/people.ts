import 'server-only';
// Slet en person: the forget verbs of the admin CLI, on the app's database.
import { getDb } from '../../index';
import { findByEmail, forgetEmail } from '../forget';

export const previewForget = async (email: string) => findByEmail(await getDb(), email);
export const forgetPerson = async (email: string, pseudonym?: string) =>
  forgetEmail(await getDb(), email, pseudonym);
