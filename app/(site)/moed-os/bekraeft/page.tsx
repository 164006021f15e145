import type { Metadata } from 'next';
import {
  checkSafely,
  ConfirmForm,
  ConfirmOutcome,
  confirmParams,
} from '@/components/layout/confirm-page';
import { placeLabel } from '@/lib/content/events';
import { checkEventLink, EVENT_CONFIRM_PATH } from '@/lib/events/signup-service';
import { whenLabel } from '@/lib/events/format';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { maskEmail } from '@/lib/stewardship/unsubscribe';
import { eventConfirmTexts as texts, isResultStatus } from './texts';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Bekræft tilmelding til arrangement',
    description: `Bekræft din tilmelding til et arrangement med ${site.partyName} i ${site.municipality}.`,
    path: EVENT_CONFIRM_PATH,
    noIndex: true,
  }),
  // The token in the address must not travel to other sites in a Referer header.
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const outcomeOf = {
  invalid: 'ugyldig',
  expired: 'udloebet',
  used: 'brugt',
  closed: 'lukket',
} as const;
const Outcome = (text: { title: string; body: string }) => (
  <ConfirmOutcome {...text} signUpHref="/moed-os" />
);

// Issue 45: GET only looks; the button's POST (/api/moed-os/bekraeft) holds the place.
export default async function ConfirmEventSignupPage({ searchParams }: Props) {
  const { status, token } = await confirmParams(searchParams);
  if (isResultStatus(status)) return <Outcome {...texts[status]} />;
  if (!token) return <Outcome {...texts.mangler} />;
  const check = await checkSafely('moed-os', () => checkEventLink(token));
  if (check === 'error') return <Outcome {...texts.fejl} />;
  if (check.status !== 'valid') return <Outcome {...texts[outcomeOf[check.status]]} />;
  const { signup, event } = check;
  return (
    <ConfirmForm title={texts.bekraeft.title} action="/api/moed-os/bekraeft" token={token}>
      <p>
        Du er ved at tilmelde <strong>{maskEmail(signup.email)}</strong> til{' '}
        <strong>{event.title}</strong>.
      </p>
      <ul>
        <li>Hvornår: {whenLabel(event)}</li>
        <li>Hvor: {placeLabel(event)}</li>
        <li>Antal personer: {signup.people}</li>
      </ul>
      <p>{texts.bekraeft.body}</p>
    </ConfirmForm>
  );
}
