import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { LinkPageFrame, LinkPageOutcome } from '@/components/layout/link-page';
import { getDb } from '@/db/index';
import { newsletterTopics } from '@/lib/newsletter/topics';
import { PREFERENCES_PATH } from '@/lib/newsletter/preferences-token';
import { checkPreferencesToken, type PreferencesCheck } from '@/lib/newsletter/public/preferences';
import {
  isPreferencesStatus,
  preferencesTexts,
  type PreferencesText,
} from '@/lib/newsletter/public/preferences-texts';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { maskEmail } from '@/lib/stewardship/unsubscribe';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Indstillinger for nyhedsbrevet',
    description: `Vælg emner for nyhedsbrevet fra ${site.partyName} i ${site.municipality}, eller afmeld det.`,
    path: PREFERENCES_PATH,
    noIndex: true,
  }),
  // The token in the address must not travel to other sites in a Referer header.
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const HANDLER = '/api/newsletter/preferences';

async function checkSafely(token: string): Promise<PreferencesCheck | 'error'> {
  try {
    return await checkPreferencesToken(await getDb(), token);
  } catch (error) {
    console.error(
      `[preferences] check failed: ${error instanceof Error ? error.name : typeof error}`,
    );
    return 'error';
  }
}

// GET only looks (mail scanners open links in advance); the forms POST to the handler, which sends the reader back here.
export default async function PreferencesPage({ searchParams }: Props) {
  const params = await searchParams;
  const status = first(params.status);
  const token = first(params.token);
  const outcome = isPreferencesStatus(status) ? status : undefined;

  if (outcome === 'afmeldt') return <Outcome {...preferencesTexts[outcome]} />;
  if (!token) return <Outcome {...preferencesTexts.mangler} />;

  const check = await checkSafely(token);
  if (check === 'error') return <Outcome {...preferencesTexts.fejl} />;
  if (check.status === 'invalid') return <Outcome {...preferencesTexts.ugyldig} />;

  const notice = outcome === 'gemt' || outcome === 'ingen-emner' ? outcome : undefined;
  const { title, body } = preferencesTexts.valg;
  return (
    <LinkPageFrame title={title}>
      {notice && <Notice kind={notice} />}
      <p>
        Du får nyhedsbrevet fra {site.partyName} på <strong>{maskEmail(check.email)}</strong>.
      </p>
      <p>{body}</p>
      <form method="post" action={HANDLER} className="mt-6 space-y-6">
        <input type="hidden" name="token" value={token} />
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-ink">Emner</legend>
          {newsletterTopics().map((topic) => (
            <div key={topic.key} className="flex items-start gap-3">
              <input
                type="checkbox"
                id={`topic-${topic.key}`}
                name="topics"
                value={topic.key}
                defaultChecked={check.topics.includes(topic.key)}
                aria-describedby={`topic-${topic.key}-description`}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`topic-${topic.key}`} className="font-medium text-ink">
                  {topic.label}
                </label>
                <p id={`topic-${topic.key}-description`} className="text-sm text-slate-700">
                  {topic.description}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <button type="submit" name="action" value="gem" className="btn-primary">
          Gem mine valg
        </button>
      </form>
      <section aria-labelledby="leave-heading" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="leave-heading">Afmeld nyhedsbrevet</h2>
        <p>
          Vil du ikke have flere nyhedsbreve, sletter vi din email fra listen med det samme – og
          det, vi har sendt til dig.
        </p>
        <form method="post" action={HANDLER} className="mt-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" name="action" value="afmeld" className="btn-secondary">
            Afmeld mig
          </button>
        </form>
      </section>
    </LinkPageFrame>
  );
}

function Notice({ kind }: { kind: 'gemt' | 'ingen-emner' }) {
  const { title, body } = preferencesTexts[kind];
  const saved = kind === 'gemt';
  return (
    <div
      role={saved ? 'status' : 'alert'}
      className={`mb-6 rounded-lg border-l-4 px-4 py-3 ${saved ? 'border-brand-700 bg-brand-50' : 'border-red-700 bg-red-50'}`}
    >
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-slate-800">{body}</p>
    </div>
  );
}

function Outcome({ title, body }: PreferencesText) {
  return (
    <LinkPageOutcome title={title} body={body} question="Spørgsmål om dine data?">
      <p>
        <Link href="/nyhedsbrev" className="btn-secondary">
          Læs nyhedsbrevene
        </Link>
      </p>
    </LinkPageOutcome>
  );
}
