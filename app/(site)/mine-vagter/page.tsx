import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { LinkPageFrame, LinkPageOutcome } from '@/components/layout/link-page';
import { getDb } from '@/db/index';
import type { ShiftListing } from '@/db/queries/shifts';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { now } from '@/lib/time/clock';
import { shiftWhen, taskKindLabels } from '@/lib/vagtplan/labels';
import { myShifts } from '@/lib/vagtplan/service';
import { MY_SHIFTS_PATH } from '@/lib/vagtplan/token';
import { isNoticeKey, notices, refusals } from './texts';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Mine vagter',
    description: `Dine vagter som frivillig hos ${site.partyName}.`,
    path: MY_SHIFTS_PATH,
    noIndex: true,
  }),
  // The token in the address must not travel to other sites in a Referer header.
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function Refusal({ kind }: { kind: keyof typeof refusals }) {
  return (
    <LinkPageOutcome {...refusals[kind]} question="Spørgsmål?">
      <p>
        <Link href="/bliv-frivillig" className="font-medium text-brand-700 underline">
          Bliv frivillig
        </Link>
      </p>
    </LinkPageOutcome>
  );
}

function ShiftItem({
  shift,
  token,
  action,
}: {
  shift: ShiftListing & { matches?: boolean };
  token: string;
  action: 'tag' | 'forlad' | null;
}) {
  const left = shift.places - shift.taken;
  const label = `${taskKindLabels[shift.task.kind]}: ${shift.task.title}`;
  return (
    <li className="rounded-md border border-slate-300 p-4">
      <h3 className="text-lg font-semibold text-ink">{label}</h3>
      <p className="mt-1">{shiftWhen(shift)}</p>
      <p>Mødested: {shift.task.meetingPoint}</p>
      {shift.task.area && <p>Område: {shift.task.area}</p>}
      {shift.task.notes && (
        <p className="mt-1 whitespace-pre-line text-slate-700">{shift.task.notes}</p>
      )}
      <p className="mt-1 text-slate-700">
        {shift.cancelledAt
          ? 'Aflyst.'
          : left > 0
            ? `${left} af ${shift.places} pladser ledige.`
            : 'Fuldt besat.'}
        {shift.matches && ' Passer til det, du gerne vil hjælpe med.'}
      </p>
      {action && (
        <form method="post" action="/api/vagter" className="mt-3">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="vagt" value={shift.id} />
          <input type="hidden" name="handling" value={action} />
          <button type="submit" className={action === 'tag' ? 'btn-primary' : 'btn-secondary'}>
            {action === 'tag' ? 'Tag vagten' : 'Meld fra'}
            <span className="sr-only">
              : {label}, {shiftWhen(shift)}
            </span>
          </button>
        </form>
      )}
    </li>
  );
}

// GET only looks: a mail scanner opening the link takes nothing. Taking and leaving are the forms' POSTs.
export default async function MyShiftsPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = first(params.token) ?? '';
  const notice = first(params.besked);
  const at = now();
  const view = token ? await myShifts(await getDb(), token, at) : ({ status: 'invalid' } as const);
  if (view.status !== 'ok')
    return <Refusal kind={view.status === 'expired' ? 'udloebet' : 'ugyldig'} />;
  return (
    <LinkPageFrame title="Mine vagter">
      <p>
        Hej {view.name}. Her tager du vagter og melder fra igen. Linket er personligt: del det ikke.
      </p>
      {isNoticeKey(notice) && (
        <p
          role="status"
          className={`rounded-md border px-3 py-2 ${notices[notice].tone === 'ok' ? 'border-brand-700 bg-brand-50' : 'border-red-700 bg-red-50 text-red-900'}`}
        >
          {notices[notice].text}
        </p>
      )}
      <h2>Dine vagter</h2>
      {view.mine.length === 0 ? (
        <p>Du har ingen vagter endnu.</p>
      ) : (
        <ul className="not-prose space-y-3 p-0">
          {view.mine.map((s) => (
            <ShiftItem
              key={s.id}
              shift={s}
              token={token}
              action={s.cancelledAt || s.startsAt <= at ? null : 'forlad'}
            />
          ))}
        </ul>
      )}
      <h2>Ledige vagter</h2>
      {view.open.length === 0 ? (
        <p>Der er ingen ledige vagter lige nu.</p>
      ) : (
        <ul className="not-prose space-y-3 p-0">
          {view.open.map((s) => (
            <ShiftItem key={s.id} shift={s} token={token} action="tag" />
          ))}
        </ul>
      )}
      {view.full.length > 0 && (
        <>
          <h2>Fuldt besatte vagter</h2>
          <ul className="not-prose space-y-3 p-0">
            {view.full.map((s) => (
              <ShiftItem key={s.id} shift={s} token={token} action={null} />
            ))}
          </ul>
        </>
      )}
    </LinkPageFrame>
  );
}
