// The guard both cron routes share: 503 without CRON_SECRET (so the cron log says "not configured" instead of looking
// like a wrong path), 401 with a missing or wrong bearer token, null when the job may run.
import { env } from '@/lib/env';
import { authorizeCron } from '@/lib/stewardship/cron-auth';
import { json } from './respond';

export const noStore = { 'Cache-Control': 'no-store' };

/** @param disabledMessage the Danish sentence for a site without CRON_SECRET, naming what is switched off */
export function cronRefusal(request: Request, disabledMessage: string): Response | null {
  const auth = authorizeCron(request.headers.get('authorization'), env.CRON_SECRET);
  if (auth === 'disabled') {
    return json(
      { error: { code: 'cron_disabled', message: disabledMessage } },
      { status: 503, headers: noStore },
    );
  }
  if (auth === 'unauthorized') {
    return json(
      { error: { code: 'unauthorized', message: 'Manglende eller forkert adgangsnøgle.' } },
      { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } },
    );
  }
  return null;
}
