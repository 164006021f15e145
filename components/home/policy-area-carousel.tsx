import Link from '@/components/ui/link';
import { ArrowRight } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';
import { Carousel } from '@/components/carousel/carousel';
import { ContentIcon } from '@/components/politik/content-icon';
import { getPolicyAreas, introExcerpt } from '@/lib/content/policy-areas';

/** Home: the 12 policy areas as carousel slides, rendered on the server; only the carousel frame is client code. */
export function PolicyAreaCarousel() {
  const areas = getPolicyAreas();
  return (
    <section aria-labelledby="areas-heading" className="container-page py-12">
      <h2 id="areas-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        Vores politikområder
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        Tolv områder – ét mål: en kommune, hvor teknologi giver mere tid til mennesker.
      </p>
      <div className="mt-2">
        <Carousel label="Politikområder" count={areas.length} itemName="politikområde">
          {areas.map((area, index) => (
            <div
              key={area.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} af ${areas.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <article className="card flex h-full flex-col gap-3">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <ContentIcon name={area.icon} />
                </span>
                <h3 className="text-lg font-semibold text-ink">{area.title}</h3>
                <p className="flex-1 text-sm text-slate-700">{introExcerpt(area.intro)}</p>
                <Link
                  href={`/politik/${area.slug}`}
                  className="inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
                  aria-label={`Læs mere om ${area.title}`}
                >
                  Læs mere <StaticIcon icon={ArrowRight} aria-hidden="true" className="h-4 w-4" />
                </Link>
              </article>
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
