// POST /api/kampagne/slet: forgets one email address everywhere (after the page showed what will go).
import { z } from 'zod/mini';
import { recordAudit } from '@/db/queries/admin/audit';
import { forgetPerson } from '@/db/queries/admin/people';
import { forgottenActor } from '@/db/queries/forget';
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { describeForget } from '@/lib/room/forget-text';
import { readFormBody } from '@/lib/stewardship/form-body';
import { emailField } from '@/lib/validation/contact';

export const POST = adminWrite('kampagne-slet', async (request, _context, admin) => {
  const form = await readFormBody(request);
  const email = z.safeParse(emailField, form?.get('email'));
  if (!email.success || form?.get('bekraeft') !== 'ja') return seeOther('/kampagne/slet?fejl=1');
  const pseudonym = forgottenActor();
  const report = await forgetPerson(email.data, pseudonym);
  const text = describeForget(report);
  // The log says how much went, never whose: the address itself is what was to be forgotten. A team member who forgets
  // themselves is logged under the pseudonym their earlier entries now carry (issue 34).
  const self = email.data.trim().toLowerCase() === admin.email.trim().toLowerCase();
  await recordAudit(self ? pseudonym : admin.email, 'forget', text);
  return seeOther(`/kampagne/slet?slettet=${encodeURIComponent(text)}`);
});
