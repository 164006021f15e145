// POST /api/kampagne/mail/<id>/send-igen: a failed mail back in the queue and tried at once ("Send igen").
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { readId } from '@/lib/room/ids';
import { resendMail } from '@/lib/room/service';

type Context = { params: Promise<{ id: string }> };

export const POST = adminWrite<Context>(
  'kampagne-send-igen',
  async (_request, { params }, admin) => {
    const id = readId((await params).id);
    if (id === null || !(await resendMail(admin, id)))
      return seeOther('/kampagne/udgaaende-mail?fejl=send-igen');
    return seeOther(`/kampagne/udgaaende-mail?sendt=${id}`);
  },
);
