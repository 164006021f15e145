import { demoModelLabel } from '@/lib/demo/model/config';

/**
 * Where a voter's demo text goes when a language model answers the demos (issue 37): named in the demo area and on
 * /privatliv. Nothing without a model. The pages are pre-rendered, so this reads the environment of the build.
 */
export function DemoModelNotice({ variant }: { variant: 'demo' | 'privacy' }) {
  const model = demoModelLabel();
  if (!model) return null;
  if (variant === 'demo') {
    return (
      <p className="mt-2 max-w-3xl text-sm text-muted" data-testid="demo-model-notice">
        Demoerne svarer med sprogmodellen {model.name} hos {model.host}. Din tekst sendes dertil for
        at lave svaret, og vi gemmer den ikke.
      </p>
    );
  }
  return (
    <section
      className="prose-campaign mt-8"
      aria-labelledby="demo-model-heading"
      data-testid="demo-model-notice"
    >
      <h2 id="demo-model-heading">Sprogmodel i AI-demoerne</h2>
      <p>
        AI-demoerne bruger sprogmodellen <strong>{model.name}</strong> hos{' '}
        <strong>{model.host}</strong>. Den tekst, du skriver i en demo, sendes dertil for at lave
        svaret. Vi gemmer og logger den ikke. Svarer modellen ikke i tide, svarer sidens egen
        regelmotor, og teksten sendes ikke videre.
      </p>
    </section>
  );
}
