import Link from '@/components/ui/link';
import { MessageCircle } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';

/** Spec: the policy pages end with a card ('Vil du vide mere?' or 'Har du spørgsmål?') that leads to /kontakt. */
export function ContactCard({
  heading = 'Har du spørgsmål?',
  text = 'Skriv til os, hvis du vil vide mere, er uenig eller har en idé. Vi svarer hurtigst muligt.',
}: {
  heading?: string;
  text?: string;
}) {
  return (
    <section aria-labelledby="contact-card-heading" className="card bg-brand-800 text-white">
      <StaticIcon icon={MessageCircle} aria-hidden="true" className="h-7 w-7 text-brand-100" />
      <h2 id="contact-card-heading" className="mt-3 text-lg font-semibold">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-brand-50">{text}</p>
      <Link
        href="/kontakt"
        prefetch={false}
        className="btn mt-4 bg-white text-brand-800 hover:bg-brand-50"
      >
        Kontakt os
      </Link>
    </section>
  );
}
