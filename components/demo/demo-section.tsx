import { getEnabledDemos } from '@/lib/content/demos';
import { DemoModelNotice } from './demo-model-notice';
import { DemoTabsOnView } from './demo-tabs-on-view';

/** 'Prøv AI i Praksis' (spec §2): the tabbed demo area for / and /ai; on the home page the result also reads 'Analyserer...'. */
export function DemoSection({ variant = 'home' }: { variant?: 'home' | 'ai' }) {
  const demos = getEnabledDemos().map(({ id, title, kind, description, example_inputs }) => ({
    id,
    title,
    kind,
    description,
    examples: example_inputs,
  }));
  if (!demos.length) return null;
  return (
    <section aria-labelledby="ai-demo-heading" className="bg-white print:hidden">
      <div className="container-page py-16">
        <h2 id="ai-demo-heading" className="text-3xl font-bold tracking-tight text-ink">
          Prøv AI i Praksis
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Se, hvordan ansvarlig AI kan hjælpe en kommune med at læse, sortere og beskytte borgernes
          henvendelser. Vælg en demo, brug et eksempel eller skriv din egen tekst.
        </p>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          Demoerne er fiktive eksempler. Din tekst bruges kun til at vise resultatet og bliver ikke
          gemt.
        </p>
        <DemoModelNotice variant="demo" />
        <div className="mt-8">
          <DemoTabsOnView demos={demos} showProgressInResult={variant === 'home'} />
        </div>
      </div>
    </section>
  );
}
