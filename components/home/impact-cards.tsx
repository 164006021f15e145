import { Clock, Leaf, Siren, Timer, Workflow, Zap, type LucideIcon } from 'lucide-react';

type Impact = { value: string; label: string; text: string; icon: LucideIcon };

// Spec: the six illustrative figures on the home page.
const impacts: Impact[] = [
  { value: '45 %', label: 'kortere ventetid', text: 'på svar fra borgerservice, når enkle henvendelser sorteres automatisk.', icon: Clock },
  { value: '18 %', label: 'lavere CO2', text: 'fra kørsel og affaldsindsamling planlagt ud fra data.', icon: Leaf },
  { value: '35 %', label: 'hurtigere sagsbehandling', text: 'når AI forbereder sagen, og medarbejderen træffer afgørelsen.', icon: Workflow },
  { value: '60 %', label: 'bedre respons på akutte sager', text: 'fordi de mest hastende henvendelser prioriteres først.', icon: Siren },
  { value: '50 %', label: 'kortere procestid', text: 'når unødvendige skemaer og dobbeltregistreringer fjernes.', icon: Timer },
  { value: '25 %', label: 'lavere energiforbrug', text: 'i kommunens bygninger med smart styring af varme og lys.', icon: Zap },
];

export function ImpactCards() {
  return (
    <section aria-labelledby="impact-heading" className="container-page py-12">
      <h2 id="impact-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        Hvad kan ansvarlig AI betyde?
      </h2>
      <p className="mt-2 max-w-2xl text-muted">Illustrative eksempler – tallene er fiktive og viser, hvad vi vil arbejde hen imod.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {impacts.map(({ value, label, text, icon: Icon }) => (
          <li key={label} className="card">
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
            <p className="mt-3 text-3xl font-bold text-brand-800">{value}</p>
            <h3 className="font-semibold text-ink">{label}</h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
