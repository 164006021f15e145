// POST /api/kampagne/beskeder/<id>/behandlet: marks a message handled by the signed-in admin, back to the inbox.
import { recordAudit } from '@/db/queries/admin/audit';
import { markHandled } from '@/db/queries/admin/inbox';
import { adminWrite, seeOther } from '@/lib/auth/handler';
import { readId } from '@/lib/room/ids';

type Context = { params: Promise<{ id: string }> };

export const POST = adminWrite<Context>(
  'kampagne-behandlet',
  async (_request, { params }, admin) => {
    const id = readId((await params).id);
    if (id === null || !(await markHandled(id, admin.email)))
      return seeOther('/kampagne/indbakke?fejl=behandlet');
    await recordAudit(admin.email, 'mark_handled', `besked ${id}`);
    return seeOther(`/kampagne/indbakke?behandlet=${id}#besked-${id}`);
  },
);
