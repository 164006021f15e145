import type { Metadata } from 'next';
import {
  checkSafely,
  ConfirmForm,
  ConfirmOutcome,
  confirmParams,
} from '@/components/layout/confirm-page';
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
const Outcome = (text: { title: string; body: string }) => (
  <ConfirmOutcome {...text} signUpHref="/bliv-frivillig" />
);

// GET only looks: mail scanners open links in advance, so nothing is confirmed until the button's POST.
export default async function ConfirmVolunteerPage({ searchParams }: Props) {
  const { status, token } = await confirmParams(searchParams);
  if (isResultStatus(status)) return <Outcome {...confirmTexts[status]} />;
  if (!token) return <Outcome {...confirmTexts.mangler} />;

  const check = await checkSafely('volunteers', () => checkLink(token));
  if (check === 'error') return <Outcome {...confirmTexts.fejl} />;
  if (check.status !== 'valid') return <Outcome {...confirmTexts[outcomeOf[check.status]]} />;

  const { volunteer } = check;
  const { title, body } = confirmTexts.bekraeft;
  return (
    <ConfirmForm title={title} action="/api/volunteers/confirm" token={token}>
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
    </ConfirmForm>
  );
}
