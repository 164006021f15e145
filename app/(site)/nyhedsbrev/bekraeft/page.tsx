import type { Metadata } from 'next';
import {
  checkSafely,
  ConfirmForm,
  ConfirmOutcome,
  confirmParams,
} from '@/components/layout/confirm-page';
import { checkSubscription, NEWSLETTER_CONFIRM_PATH } from '@/lib/newsletter/service';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { maskEmail } from '@/lib/stewardship/unsubscribe';
import { isResultStatus, newsletterConfirmTexts as texts } from './texts';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Bekræft tilmelding til nyhedsbrevet',
    description: `Bekræft din tilmelding til nyhedsbrevet fra ${site.partyName} i ${site.municipality}.`,
    path: NEWSLETTER_CONFIRM_PATH,
    noIndex: true,
  }),
  // The token in the address must not travel to other sites in a Referer header.
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const outcomeOf = { invalid: 'ugyldig', expired: 'udloebet', used: 'brugt' } as const;
const Outcome = (text: { title: string; body: string }) => (
  <ConfirmOutcome {...text} signUpHref="/kontakt" />
);

// Issue 45: GET only looks; the button's POST (/api/newsletter/confirm) confirms.
export default async function ConfirmNewsletterPage({ searchParams }: Props) {
  const { status, token } = await confirmParams(searchParams);
  if (isResultStatus(status)) return <Outcome {...texts[status]} />;
  if (!token) return <Outcome {...texts.mangler} />;
  const check = await checkSafely('newsletter', () => checkSubscription(token));
  if (check === 'error') return <Outcome {...texts.fejl} />;
  if (check.status !== 'valid') return <Outcome {...texts[outcomeOf[check.status]]} />;
  return (
    <ConfirmForm title={texts.bekraeft.title} action="/api/newsletter/confirm" token={token}>
      <p>
        Du er ved at tilmelde <strong>{maskEmail(check.subscriber.email)}</strong> nyhedsbrevet fra{' '}
        {site.partyName}.
      </p>
      <p>{texts.bekraeft.body}</p>
    </ConfirmForm>
  );
}
