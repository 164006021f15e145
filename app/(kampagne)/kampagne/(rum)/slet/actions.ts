'use server';
// "Find data" on Slet en person: a POST (a server action), so the address never stands in a URL, where access logs and
// browser history would keep it (issue 34). It only looks; the deletion is POST /api/kampagne/slet.
import { z } from 'zod/mini';
import { requireAdmin } from '@/lib/auth';
import { isAdminEmail } from '@/lib/auth/admins';
import { describeForget, forgetTotal, TEAM_MEMBER_NOT_FORGOTTEN } from '@/lib/room/forget-text';
import { previewForget } from '@/lib/room/service';
import { emailField } from '@/lib/validation/contact';

/** found: what forget would do, in Danish counts, or null when nothing is stored about the address. */
export type FindState = { email: string; found: string | null } | { error: string } | null;

export async function findPerson(_previous: FindState, form: FormData): Promise<FindState> {
  await requireAdmin();
  const email = z.safeParse(emailField, form.get('email'));
  if (!email.success) return { error: 'Ugyldig emailadresse.' };
  if (isAdminEmail(email.data)) return { error: TEAM_MEMBER_NOT_FORGOTTEN };
  const report = await previewForget(email.data);
  return { email: email.data, found: forgetTotal(report) === 0 ? null : describeForget(report) };
}
