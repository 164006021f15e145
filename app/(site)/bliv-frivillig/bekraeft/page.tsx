import type { Metadata } from 'next';
import Link from 'next/link';
import { LinkPageFrame, LinkPageOutcome } from '@/components/layout/link-page';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { maskEmail } from '@/lib/stewardship/unsubscribe';
import { interestLabels, type VolunteerInterest } from '@/lib/validation/volunteer';
import { checkLink } from '@/lib/volunteers/service';
import { CONFIRM_PATH } from '@/lib/volunteers/token';
import { confirmTexts, isResultStatus } from './texts';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Bekræft tilmelding som frivillig',
    description: `Bekræft din tilmelding som frivillig hos ${site.partyName} i ${site.municipality}.`,
    path: CONFIRM_PATH,
    noIndex: true,
  }),
  // The token in the address must not travel to other sites in a Referer header.
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const outcomeOf = { invalid: 'ugyldig', expired: 'udloebet', used: 'brugt' } as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function checkSafely(token: string) {
  try {
    return await checkLink(token);
  } catch (error) {
    console.error(
      `[volunteers] link check failed: ${error instanceof Error ? error.name : typeof error}`,
    );
    return 'error' as const;
  }
}

// GET only looks: mail scanners open links in advance, so nothing is confirmed until the button's POST.
export default async function ConfirmVolunteerPage({ searchParams }: Props) {
  const params = await searchParams;
  const status = first(params.status);
  const token = first(params.token);

  if (isResultStatus(status)) return <Outcome {...confirmTexts[status]} />;
  if (!token) return <Outcome {...confirmTexts.mangler} />;

  const check = await checkSafely(token);
  if (check === 'error') return <Outcome {...confirmTexts.fejl} />;
  if (check.status !== 'valid') return <Outcome {...confirmTexts[outcomeOf[check.status]]} />;

  const { volunteer } = check;
  const { title, body } = confirmTexts.bekraeft;
  return (
    <LinkPageFrame title={title}>
      <p>
        {check.change ? 'Du er ved at ændre tilmeldingen for ' : 'Du er ved at melde '}
        <strong>{maskEmail(volunteer.email)}</strong>
        {check.change
          ? ` som frivillig hos ${site.partyName}.`
          : ` til som frivillig hos ${site.partyName}.`}
      </p>
      <p>
        Du vil gerne:{' '}
        {volunteer.interests
          .map((k) => interestLabels[k as VolunteerInterest] ?? k)
          .join(', ')
          .toLowerCase()}
        .
      </p>
      <p>{body}</p>
      <form method="post" action="/api/volunteers/confirm" className="flex flex-wrap gap-3 pt-2">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn-primary">
          Bekræft min tilmelding
        </button>
        <Link href="/" className="btn-secondary">
          Nej tak
        </Link>
      </form>
    </LinkPageFrame>
  );
}

function Outcome({ title, body }: { title: string; body: string }) {
  return (
    <LinkPageOutcome title={title} body={body} question="Spørgsmål?">
      <p className="flex flex-wrap gap-3">
        <Link href="/bliv-frivillig" className="btn-secondary">
          Til tilmeldingen
        </Link>
        <Link href="/" className="btn-secondary">
          Til forsiden
        </Link>
      </p>
    </LinkPageOutcome>
  );
}
