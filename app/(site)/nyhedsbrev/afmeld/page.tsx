import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { LinkPageFrame, LinkPageOutcome } from '@/components/layout/link-page';
import { getDb } from '@/db/index';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { checkUnsubscribeToken, maskEmail, type TokenCheck } from '@/lib/stewardship/unsubscribe';
import { UNSUBSCRIBE_PATH } from '@/lib/stewardship/unsubscribe-token';
import { isResultStatus, unsubscribeTexts } from './texts';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Afmeld nyhedsbrev',
    description: `Afmeld dig nyhedsbrevet fra ${site.partyName} i ${site.municipality}.`,
    path: UNSUBSCRIBE_PATH,
    noIndex: true,
  }),
  // The token in the address must not travel to other sites in a Referer header.
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function checkSafely(token: string): Promise<TokenCheck | 'error'> {
  try {
    return await checkUnsubscribeToken(await getDb(), token);
  } catch (error) {
    console.error(
      `[unsubscribe] check failed: ${error instanceof Error ? error.name : typeof error}`,
    );
    return 'error';
  }
}

// GET only looks: mail scanners open links in advance, so nothing is deleted until the button's POST.
export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await searchParams;
  const status = first(params.status);
  const token = first(params.token);

  if (isResultStatus(status)) return <Outcome {...unsubscribeTexts[status]} />;
  if (!token) return <Outcome {...unsubscribeTexts.mangler} />;

  const check = await checkSafely(token);
  if (check === 'error') return <Outcome {...unsubscribeTexts.fejl} />;
  if (check.status === 'invalid') return <Outcome {...unsubscribeTexts.ugyldig} />;

  const { title, body } = unsubscribeTexts.bekraeft;
  return (
    <LinkPageFrame title={title}>
      <p>
        Vil du afmelde <strong>{maskEmail(check.email)}</strong> fra nyhedsbrevet fra{' '}
        {site.partyName}?
      </p>
      <p>{body}</p>
      <form
        method="post"
        action={`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`}
        className="flex flex-wrap gap-3 pt-2"
      >
        <button type="submit" className="btn-primary">
          Ja, afmeld mig
        </button>
        <Link href="/" className="btn-secondary">
          Nej, behold mig på listen
        </Link>
      </form>
    </LinkPageFrame>
  );
}

function Outcome({ title, body }: { title: string; body: string }) {
  return (
    <LinkPageOutcome title={title} body={body} question="Spørgsmål om dine data?">
      <p>
        <Link href="/" className="btn-secondary">
          Til forsiden
        </Link>
      </p>
    </LinkPageOutcome>
  );
}
