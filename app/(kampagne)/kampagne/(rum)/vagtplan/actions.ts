'use server';
// Vagtplan's server actions (issue 47). Each calls requireAdmin() first; Next refuses a server action from another
// origin (its Origin/Host check). Each reads its form (lib/vagtplan/read-form.ts), calls one service function, and
// redirects back with the key of what happened; mails queued by the service are sent after it commits.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/index';
import { savePosterContact } from '@/db/queries/shifts';
import { requireAdmin } from '@/lib/auth';
import { sendSoon } from '@/lib/mail/send-soon';
import { readId } from '@/lib/room/ids';
import { now } from '@/lib/time/clock';
import {
  readPosterContact,
  readShift,
  readShiftMessage,
  readTask,
  type FormMessage,
} from '@/lib/vagtplan/read-form';
import {
  addShifts,
  cancelShift,
  editTask,
  mailShift,
  moveShift,
  planTask,
  setAttendance,
  suggestPosterTasks,
} from '@/lib/vagtplan/service';

const PAGE = '/kampagne/vagtplan';
export type DoneKey =
  | 'oprettet'
  | 'plakater'
  | 'rettet'
  | 'tilfoejet'
  | 'flyttet'
  | 'aflyst'
  | 'allerede'
  | 'moedt'
  | 'mailet'
  | 'kontakt';

function back(done: DoneKey | null, error: FormMessage | null = null, anchor = ''): never {
  revalidatePath(PAGE);
  redirect(`${PAGE}?${error ? `fejl=${error}` : `ok=${done}`}${anchor}`);
}

const idOf = (form: FormData, name: string) => readId(String(form.get(name) ?? ''));
const weekly = (form: FormData) => form.get('ugentlig') === 'ja';

/** "Opret opgave": a task and its first shift, repeated weekly until election day when ticked. */
export async function planTaskAction(form: FormData) {
  await requireAdmin();
  const task = readTask(form);
  if ('error' in task) back(null, task.error, '#ny-opgave');
  const shift = readShift(form);
  if ('error' in shift) back(null, shift.error, '#ny-opgave');
  await planTask(await getDb(), { ...task.ok, shifts: [shift.ok], weekly: weekly(form) }, now());
  back('oprettet');
}

export async function suggestPosterTasksAction() {
  await requireAdmin();
  await suggestPosterTasks(await getDb(), now());
  back('plakater');
}

export async function editTaskAction(form: FormData) {
  await requireAdmin();
  const id = idOf(form, 'opgave');
  const task = readTask(form);
  if ('error' in task) back(null, task.error);
  const done = id !== null && (await editTask(await getDb(), id, task.ok, now()));
  if (!done) back(null, 'opgave');
  back('rettet');
}

export async function addShiftAction(form: FormData) {
  await requireAdmin();
  const id = idOf(form, 'opgave');
  const shift = readShift(form);
  if ('error' in shift) back(null, shift.error);
  if (id === null) back(null, 'opgave');
  try {
    await addShifts(await getDb(), id, [shift.ok], weekly(form));
  } catch {
    back(null, 'opgave'); // the task was deleted meanwhile (its foreign key refuses the shift)
  }
  back('tilfoejet');
}

export async function moveShiftAction(form: FormData) {
  await requireAdmin();
  const id = idOf(form, 'vagt');
  const shift = readShift(form, false);
  if ('error' in shift) back(null, shift.error);
  const result = id === null ? null : await moveShift(await getDb(), id, shift.ok, now());
  if (result?.status !== 'moved') back(null, 'vagt');
  sendSoon(result.outboxIds);
  back('flyttet');
}

export async function cancelShiftAction(form: FormData) {
  await requireAdmin();
  const id = idOf(form, 'vagt');
  const result = id === null ? null : await cancelShift(await getDb(), id, now());
  if (result?.status !== 'cancelled')
    back(
      result?.status === 'already' ? 'allerede' : null,
      result?.status === 'already' ? null : 'vagt',
    );
  sendSoon(result.outboxIds);
  back('aflyst');
}

export async function attendanceAction(form: FormData) {
  await requireAdmin();
  const id = idOf(form, 'plads');
  const state = form.get('fremmoede');
  if (id === null || (state !== 'came' && state !== 'no_show' && state !== 'reset'))
    back(null, 'vagt');
  await setAttendance(await getDb(), id, state, now());
  back('moedt', null, `#vagt-${String(form.get('vagt') ?? '').replace(/\D/g, '')}`);
}

export async function mailShiftAction(form: FormData) {
  await requireAdmin();
  const id = idOf(form, 'vagt');
  const text = readShiftMessage(form);
  if ('error' in text) back(null, text.error);
  const ids =
    id === null
      ? null
      : await mailShift(await getDb(), id, text.ok.subject, text.ok.message, now());
  if (!ids) back(null, 'vagt');
  sendSoon(ids);
  back('mailet');
}

export async function posterContactAction(form: FormData) {
  await requireAdmin();
  const contact = readPosterContact(form);
  if ('error' in contact) back(null, contact.error, '#plakatansvarlig');
  await savePosterContact(await getDb(), contact.ok, now());
  back('kontakt');
}
