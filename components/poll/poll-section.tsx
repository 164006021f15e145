import { site } from '@/lib/site';
import { PollWidgetOnView } from './poll-widget-on-view';

/** The home page's anonymous poll (spec §2 Home, §4, §9). */
export function PollSection() {
  return (
    <section aria-labelledby="poll-heading" className="bg-brand-50">
      <div className="container-page py-14">
        <div className="mx-auto max-w-2xl">
          <h2 id="poll-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Hvad mener du?
          </h2>
          <p className="mt-2 text-slate-700">
            Afstemningen er anonym: vi gemmer kun dit svar, ikke hvem du er. Din browser husker, at
            du har stemt.
          </p>
          <div className="card mt-6">
            <PollWidgetOnView
              question={`Kan ansvarlig brug af AI gøre velfærden bedre i ${site.municipality}?`}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
