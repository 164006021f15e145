import Link from '@/components/ui/link';
import { ContactFormOnUse, NewsletterFormOnUse } from '@/components/forms/forms-on-use';
import { newsletterTopics } from '@/lib/newsletter/topics';
import { SocialLink } from '@/components/layout/social-link';
import { FacebookIcon, InstagramIcon } from '@/components/ui/brand-icons';
import { pageMetadata } from '@/lib/seo';
import { phoneHref, site } from '@/lib/site';
import { PartyJsonLd } from '@/components/seo/party-json-ld';

export const metadata = pageMetadata({
  title: 'Kontakt',
  description: `Skriv til ${site.partyName} i ${site.municipality} med ros, idéer eller klager, eller tilmeld dig vores nyhedsbrev.`,
  path: '/kontakt',
});

export default function ContactPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <PartyJsonLd />
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Kontakt os</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        Har du en idé til {site.municipality}, ros eller kritik af vores arbejde? Skriv til os – vi
        læser alle henvendelser og svarer så hurtigt, vi kan.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="card lg:self-start">
          <ContactFormOnUse />
        </div>
        <div className="space-y-8">
          <div className="card">
            <NewsletterFormOnUse
              topics={newsletterTopics().map(({ key, label }) => ({ key, label }))}
            />
          </div>
          <section aria-labelledby="contact-info" className="card">
            <h2 id="contact-info" className="text-xl font-semibold text-ink">
              Kontaktoplysninger
            </h2>
            <dl className="mt-4 space-y-3 text-slate-700">
              <div>
                <dt className="text-sm font-medium text-muted">Email</dt>
                <dd>
                  <a
                    href={`mailto:${site.email}`}
                    className="break-all font-medium text-brand-700 underline underline-offset-2"
                  >
                    {site.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-muted">Telefon</dt>
                <dd>
                  <a
                    href={phoneHref}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {site.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-muted">Adresse</dt>
                <dd>
                  {site.address.street}, {site.address.postalCode} {site.address.city}
                </dd>
              </div>
            </dl>
            <h3 className="mt-6 text-base font-semibold text-ink">Følg os</h3>
            <div className="mt-3 flex gap-3">
              <SocialLink
                href={site.social.facebook}
                label={`${site.partyName} på Facebook (åbner i nyt vindue)`}
                className="btn-secondary"
              >
                <FacebookIcon /> Facebook
              </SocialLink>
              <SocialLink
                href={site.social.instagram}
                label={`${site.partyName} på Instagram (åbner i nyt vindue)`}
                className="btn-secondary"
              >
                <InstagramIcon /> Instagram
              </SocialLink>
            </div>
          </section>
          <section
            id="privacy"
            aria-labelledby="privacy-heading"
            className="scroll-mt-24 rounded-xl border border-brand-100 bg-brand-50 p-6"
          >
            <h2 id="privacy-heading" className="text-xl font-semibold text-ink">
              Dine data
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>
                Vi bruger kun dine oplysninger til at besvare din henvendelse eller sende dig
                nyhedsbrevet.
              </li>
              <li>
                Beskeder slettes efter 180 dage. Din email på nyhedsbrevslisten gemmes, indtil du
                afmelder dig.
              </li>
              <li>Vi gemmer, hvornår du gav samtykke, og hvilken samtykketekst du så.</li>
              <li>Ingen sporingscookies – kun anonym, cookiefri statistik.</li>
            </ul>
            <Link
              href="/privatliv"
              className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              Læs hele privatlivspolitikken
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
