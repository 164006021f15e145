import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { LinkPageFrame, LinkPageOutcome } from './link-page';

/**
 * A double opt-in link's page (issue 45): what the link would confirm and the button whose POST confirms it. The GET
 * that shows this changes nothing, because mail scanners open links in advance.
 */
export function ConfirmForm({
  title,
  action,
  token,
  children,
}: {
  title: string;
  action: string;
  token: string;
  children: ReactNode;
}) {
  return (
    <LinkPageFrame title={title}>
      {children}
      <form method="post" action={action} className="flex flex-wrap gap-3 pt-2">
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

/** An outcome of a confirmation link, with the ways on: back to the sign-up, or home. */
export function ConfirmOutcome({
  title,
  body,
  signUpHref,
}: {
  title: string;
  body: string;
  signUpHref: string;
}) {
  return (
    <LinkPageOutcome title={title} body={body} question="Spørgsmål?">
      <p className="flex flex-wrap gap-3">
        <Link href={signUpHref} className="btn-secondary">
          Til tilmeldingen
        </Link>
        <Link href="/" className="btn-secondary">
          Til forsiden
        </Link>
      </p>
    </LinkPageOutcome>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page's two parameters: the outcome after the POST, or the token from the mail. */
export async function confirmParams(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const params = await searchParams;
  return { status: first(params.status), token: first(params.token) };
}

/** Runs the link's check; 'error' (logged without personal data) when the database fails. */
export async function checkSafely<T>(label: string, check: () => Promise<T>): Promise<T | 'error'> {
  try {
    return await check();
  } catch (error) {
    console.error(
      `[${label}] link check failed: ${error instanceof Error ? error.name : typeof error}`,
    );
    return 'error';
  }
}
