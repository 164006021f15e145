// POST /api/kampagne/slet: forgets one email address everywhere (after the page showed what will go).
import { z } from 'zod/mini';
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { forgetPerson } from '@/lib/room/service';
import { readFormBody } from '@/lib/stewardship/form-body';
import { emailField } from '@/lib/validation/contact';

export const POST = adminWrite('kampagne-slet', async (request, _context, admin) => {
  const form = await readFormBody(request);
  const email = z.safeParse(emailField, form?.get('email'));
  if (!email.success || form?.get('bekraeft') !== 'ja') return seeOther('/kampagne/slet?fejl=1');
  const text = await forgetPerson(admin, email.data);
  if (text === null) return seeOther('/kampagne/slet?fejl=hold');
  return seeOther(`/kampagne/slet?slettet=${encodeURIComponent(text)}`);
});
