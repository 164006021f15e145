import { getDb } from '@/db/index';
import { apiHandler } from '@/lib/api';
import { cronRefusal, noStore } from '@/lib/api/cron';
import { json } from '@/lib/api/respond';
import { getEvents } from '@/lib/content/events';
import { runEventCron } from '@/lib/events/signups';
import { sendSoon } from '@/lib/mail/send-soon';
import { now } from '@/lib/time/clock';
import { runShiftReminders } from '@/lib/vagtplan/service';

// GET /api/cron/events — hourly (vercel.json): reminders a day before each event, and one notice per attendee when an
// event's time, place or status has changed in content/events since they were last told, and Vagtplan's reminders the
// day before each shift (issue 47). Mails go through the outbox.
export const GET = apiHandler('GET /api/cron/events', async (request: Request) => {
  const refusal = cronRefusal(
    request,
    'Påmindelser og ændringsbeskeder via HTTP er slået fra, fordi CRON_SECRET ikke er sat.',
  );
  if (refusal) return refusal;
  const db = await getDb();
  const at = now();
  const { reminders, notices } = await runEventCron(db, getEvents(), at);
  const shiftReminders = await runShiftReminders(db, at);
  sendSoon([...reminders, ...notices, ...shiftReminders]);
  console.info(
    `[cron] events reminders=${reminders.length} notices=${notices.length} shifts=${shiftReminders.length}`,
  );
  return json(
    {
      ok: true,
      reminders: reminders.length,
      notices: notices.length,
      shiftReminders: shiftReminders.length,
    },
    { status: 200, headers: noStore },
  );
});
