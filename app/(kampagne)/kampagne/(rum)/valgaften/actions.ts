'use server';
// Valgaften's two buttons: the home banner switch and "Hent nu". Each calls requireAdmin() first; Next refuses a server
// action from another origin.
import { redirect } from 'next/navigation';
import { getDb } from '@/db/index';
import { requireAdmin } from '@/lib/auth';
import { fetchValgNow, switchValgBanner } from '@/lib/valgaften/room';

const PAGE = '/kampagne/valgaften';

export async function switchBannerAction(form: FormData) {
  const admin = await requireAdmin();
  const on = form.get('banner') === 'til';
  await switchValgBanner(await getDb(), on, admin.email);
  redirect(`${PAGE}?besked=${on ? 'banner-til' : 'banner-fra'}`);
}

export async function fetchNowAction() {
  const admin = await requireAdmin();
  const report = await fetchValgNow(await getDb(), admin.email);
  redirect(`${PAGE}?besked=${report.error ? 'hent-fejl' : 'hentet'}`);
}
