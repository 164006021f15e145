// POST /api/kampagne/slet: forgets one email address everywhere (after the page showed what will go).
import { z } from 'zod/mini';
import { recordAudit } from '@/db/queries/admin/audit';
import { forgetPerson } from '@/db/queries/admin/people';
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { describeForget } from '@/lib/room/forget-text';
import { readFormBody } from '@/lib/stewardship/form-body';
import { emailField } from '@/lib/validation/contact';

export const POST = adminWrite('kampagne-slet', async (request, _context, admin) => {
  const form = await readFormBody(request);
  const email = z.safeParse(emailField, form?.get('email'));
  if (!email.success || form?.get('bekraeft') !== 'ja') return seeOther('/kampagne/slet?fejl=1');
  const report = await forgetPerson(email.data);
  const text = describeForget(report);
  // The log says how much went, never whose: the address itself is what was to be forgotten.
  await recordAudit(admin.email, 'forget', text);
  return seeOther(`/kampagne/slet?slettet=${encodeURIComponent(text)}`);
});
