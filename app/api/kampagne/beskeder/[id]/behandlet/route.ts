// POST /api/kampagne/beskeder/<id>/behandlet: marks a message handled by the signed-in admin, back to the inbox.
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { readId } from '@/lib/room/ids';
import { markMessageHandled } from '@/lib/room/service';

type Context = { params: Promise<{ id: string }> };

export const POST = adminWrite<Context>(
  'kampagne-behandlet',
  async (_request, { params }, admin) => {
    const id = readId((await params).id);
    if (id === null || !(await markMessageHandled(admin, id)))
      return seeOther('/kampagne/indbakke?fejl=behandlet');
    return seeOther(`/kampagne/indbakke?behandlet=${id}#besked-${id}`);
  },
);
