'use server';
// Udsendelser's server actions. Each calls requireAdmin() first; Next refuses a server action from another origin
// (its Origin/Host check), as on Slet en person. Each then calls one function of the newsletter service, which writes
// the audit log; what comes in is checked against the published newsletters and the site's topics first.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/index';
import { requireAdmin } from '@/lib/auth';
import { now } from '@/lib/time/clock';
import { sendSoon } from '@/lib/mail/send-soon';
import { startSendSoon } from '@/lib/newsletter/start-soon';
import {
  clearBounce,
  countRecipients,
  NewsletterError,
  planSend,
  sendTest,
  stopSend,
} from '@/lib/newsletter/sends';
import { formatRoomTime } from '@/lib/room/format';
import { readId } from '@/lib/room/ids';
import { readNewSend, readNewsletter } from './read-form';
import { readSendTime } from './schedule';

const PAGE = '/kampagne/udsendelser';

export type NewSendResult = { ok: string } | { error: string } | null;

/** The live count under "Modtagere"; an unknown newsletter or no known topic counts 0. */
export async function countRecipientsAction(slug: string, topics: string[]): Promise<number> {
  await requireAdmin();
  const read = readNewSend(slug, topics);
  if ('error' in read) return 0;
  return countRecipients(await getDb(), read);
}

/** "Send prøve til mig", "Ja, send til N modtagere" (now or at the time given), told apart by the button pressed. */
export async function submitNewSend(
  _previous: NewSendResult,
  form: FormData,
): Promise<NewSendResult> {
  const admin = await requireAdmin();
  const handling = form.get('handling');
  const slug = String(form.get('nyhedsbrev') ?? '');
  const db = await getDb();

  if (handling === 'proeve') {
    const read = readNewsletter(slug);
    if ('error' in read) return read;
    sendSoon([await sendTest(db, { slug: read.slug, to: admin.email })]);
    return { ok: `Prøven er sendt til ${admin.email}.` };
  }
  if (handling !== 'nu' && handling !== 'senere')
    return { error: 'Bekræft udsendelsen med knappen »Ja, send til …«.' };

  const read = readNewSend(
    slug,
    form.getAll('emner').map((t) => String(t)),
  );
  if ('error' in read) return read;
  let at: Date | undefined;
  if (handling === 'senere') {
    const time = readSendTime(String(form.get('tidspunkt') ?? ''), now());
    if ('error' in time) return time;
    at = time.at;
  }
  const { send, created } = await planSend(db, { ...read, at, actor: admin.email });
  revalidatePath(PAGE);
  if (!created)
    return {
      error: `Nyhedsbrevet har allerede en udsendelse, der ${send.state === 'sending' ? 'kører' : 'venter'}. Stop den først, hvis den skal ændres.`,
    };
  if (!at) startSendSoon(send.id);
  return {
    ok: at
      ? `Udsendelsen er planlagt til ${formatRoomTime(at)} (dansk tid).`
      : 'Udsendelsen er sat i gang. Mailene sendes i løbet af de næste minutter.',
  };
}

/** "Stop" on a planned or running send. */
export async function stopSendAction(form: FormData) {
  const admin = await requireAdmin();
  const id = readId(String(form.get('id') ?? ''));
  const stopped = id !== null && (await stopIfActive(id, admin.email));
  revalidatePath(PAGE);
  redirect(stopped ? `${PAGE}?stoppet=${id}` : `${PAGE}?fejl=stop`);
}

/** "Fjern markering" on a subscriber whose address refused a newsletter. */
export async function clearBounceAction(form: FormData) {
  const admin = await requireAdmin();
  const id = readId(String(form.get('id') ?? ''));
  const cleared =
    id !== null && (await clearBounce(await getDb(), { subscriberId: id, actor: admin.email }));
  revalidatePath(PAGE);
  redirect(cleared ? `${PAGE}?ryddet=1` : `${PAGE}?fejl=afvist`);
}

/** False when the send is no longer planned or running (it finished, failed or was stopped meanwhile). */
async function stopIfActive(id: number, actor: string): Promise<boolean> {
  try {
    await stopSend(await getDb(), { id, actor });
    return true;
  } catch (error) {
    if (error instanceof NewsletterError) return false;
    throw error;
  }
}
