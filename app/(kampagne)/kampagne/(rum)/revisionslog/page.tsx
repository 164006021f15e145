import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth';
import { auditTrail } from '@/lib/room/service';
import { PageHead } from '../../_components/page-head';
import { RoomTable } from '../../_components/room-table';

export const metadata: Metadata = { title: 'Revisionslog' };

const actionLabels = {
  sign_in: 'Logget ind',
  sign_out: 'Logget ud',
  export: 'Eksport',
  forget: 'Sletning af en person',
  mark_handled: 'Besked behandlet',
  mail_resend: 'Mail sendt igen',
  newsletter_test: 'Prøve på nyhedsbrev',
  newsletter_send: 'Udsendelse af nyhedsbrev',
  newsletter_stop: 'Udsendelse stoppet',
  newsletter_bounce_clear: 'Afvist adresse genåbnet',
  valg_banner: 'Valgaftensbanner slået til eller fra',
  valg_fetch: 'Valgresultater hentet i hånden',
} as const;

export default async function AuditPage() {
  await requireAdmin();
  const rows = await auditTrail();
  return (
    <>
      <PageHead
        title="Revisionslog"
        intro="Hvem der har logget ind, eksporteret og slettet, og hvornår. Ingen beskedindhold. Gemmes i 13 måneder."
      />
      <RoomTable
        caption="Seneste 500 hændelser"
        header={['Tidspunkt', 'Hvem', 'Hvad', 'Detaljer']}
        rows={rows.map((r) => [r.createdAt, r.actorEmail, actionLabels[r.action], r.detail])}
      />
    </>
  );
}
