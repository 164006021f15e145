// POST /api/kampagne/mail/<id>/send-igen: a failed mail back in the queue and tried at once ("Send igen").
import { recordAudit } from '@/db/queries/admin/audit';
import { requeueOne } from '@/db/queries/admin/outbox';
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { sendSoon } from '@/lib/mail/send-soon';
import { readId } from '@/lib/room/ids';

type Context = { params: Promise<{ id: string }> };

export const POST = adminWrite<Context>(
  'kampagne-send-igen',
  async (_request, { params }, admin) => {
    const id = readId((await params).id);
    if (id === null || !(await requeueOne(id)))
      return seeOther('/kampagne/udgaaende-mail?fejl=send-igen');
    sendSoon([id]);
    await recordAudit(admin.email, 'mail_resend', `mail ${id}`);
    return seeOther(`/kampagne/udgaaende-mail?sendt=${id}`);
  },
);
