// One newsletter rendered once per send (React Email: inline styles, 600 px, alt texts), with placeholders where each
// reader's two personal links go; personalise() puts them in. Two readers' copies therefore differ in those links only.
import {
  Body,
  Container,
  Head,
  Html,
  Link,
  Preview,
  Section,
  Text,
  render,
} from '@react-email/components';
import { displayName } from '../../mail/header-safe';
import type { Newsletter } from '../../content/newsletters';
import { BodyContent } from './body';
import { colors, font } from './theme';

const UNSUBSCRIBE_PLACEHOLDER = '__NEWSLETTER_UNSUBSCRIBE_URL__';
const PREFERENCES_PLACEHOLDER = '__NEWSLETTER_PREFERENCES_URL__';

export type MailFrame = {
  siteUrl: string;
  partyName: string;
  /** The web version, absolute; none when the newsletter is not in the public archive. */
  webUrl?: string;
};

const small = { margin: '0 0 8px', fontSize: '13px', lineHeight: '1.5', color: colors.muted };
const footerLink = { color: colors.link, textDecoration: 'underline' };

function NewsletterMail({ newsletter, frame }: { newsletter: Newsletter; frame: MailFrame }) {
  const host = new URL(frame.siteUrl).host;
  return (
    <Html lang="da">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{newsletter.subject}</title>
      </Head>
      <Preview>{newsletter.preheader}</Preview>
      <Body
        style={{ margin: 0, padding: '16px 0', backgroundColor: colors.page, fontFamily: font }}
      >
        <Container
          style={{
            width: '100%',
            maxWidth: '600px',
            margin: '0 auto',
            padding: '24px 20px',
            backgroundColor: colors.card,
            borderRadius: '6px',
          }}
        >
          <Section>
            {frame.webUrl && (
              <Text style={{ ...small, margin: '0 0 4px' }}>
                <Link href={frame.webUrl} style={footerLink}>
                  Læs nyhedsbrevet i din browser
                </Link>
              </Text>
            )}
            <Text
              style={{
                margin: '0 0 20px',
                fontSize: '14px',
                fontWeight: 'bold',
                color: colors.accent,
              }}
            >
              {frame.partyName}
            </Text>
            <h1
              style={{
                margin: '0 0 20px',
                fontSize: '24px',
                lineHeight: '1.25',
                color: colors.heading,
                fontFamily: font,
              }}
            >
              {newsletter.subject}
            </h1>
          </Section>
          <Section>
            <BodyContent markdown={newsletter.body} siteUrl={frame.siteUrl} />
          </Section>
          <Section
            style={{ borderTop: `1px solid ${colors.rule}`, marginTop: '24px', paddingTop: '16px' }}
          >
            <Text style={small}>
              Du får denne mail, fordi du har tilmeldt dig nyhedsbrevet fra {frame.partyName} på{' '}
              {host}. Nyhedsbrevet har politisk indhold.
            </Text>
            <Text style={small}>
              <Link href={PREFERENCES_PLACEHOLDER} style={footerLink}>
                Vælg dine emner
              </Link>
              {' · '}
              <Link href={UNSUBSCRIBE_PLACEHOLDER} style={footerLink}>
                Afmeld nyhedsbrevet
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export type NewsletterTemplate = {
  subject: string;
  html: string;
  text: string;
  listId: string;
};

/** Renders HTML and plain text from the same tree; the plain text keeps every link as its address. */
export async function renderNewsletter(
  newsletter: Newsletter,
  frame: MailFrame,
): Promise<NewsletterTemplate> {
  const element = <NewsletterMail newsletter={newsletter} frame={frame} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const host = new URL(frame.siteUrl).hostname;
  return {
    subject: newsletter.subject,
    html,
    text,
    listId: `${displayName(`${frame.partyName} nyhedsbrev`)} <nyhedsbrev.${host}>`,
  };
}

export type PersonalLinks = { unsubscribeUrl: string; preferencesUrl: string };

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One reader's copy: the two links filled in, and the RFC 8058 one-click and List-Id headers. */
export function personalise(template: NewsletterTemplate, links: PersonalLinks) {
  const fill = (body: string, escape: (v: string) => string) =>
    body
      .replaceAll(UNSUBSCRIBE_PLACEHOLDER, escape(links.unsubscribeUrl))
      .replaceAll(PREFERENCES_PLACEHOLDER, escape(links.preferencesUrl));
  return {
    subject: template.subject,
    htmlBody: fill(template.html, escapeAttr),
    textBody: fill(template.text, (v) => v),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': template.listId,
    },
  };
}
