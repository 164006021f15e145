// The election night's figures, the same markup on the server and after each update in the browser (no hooks here).
import type { ValgView, ViewList } from '@/lib/valgaften/view';
import { changeText, clockText, percentText, votesText } from './format';

export type ResultsProps = {
  view: ValgView;
  partyName: string;
  listLetter: string;
  /** Candidate names that have a page on the site, to their path. */
  candidatePages: Record<string, string>;
  /** Before any result: when the polls close and when results usually come. */
  beforeText: string;
};

const countText = (view: ValgView) =>
  view.count === 'fintælling'
    ? 'Fintælling (endeligt resultat)'
    : view.mixed
      ? 'Foreløbig optælling, fintælling i nogle områder'
      : 'Foreløbig optælling (resultatet kan ændre sig ved fintællingen)';

const listLabel = (l: Pick<ViewList, 'letter' | 'name'>) =>
  l.letter ? `${l.letter}. ${l.name}` : l.name;

/** One line that says where the count stands: read aloud when it changes. */
export function summaryText(view: ValgView, listLetter: string): string {
  if (view.areasCounted === 0) return 'Der er endnu ingen resultater.';
  const party = view.lists.find((l) => l.id === view.party);
  const head = `${view.areasCounted} af ${view.areasTotal} afstemningsområder optalt. ${countText(view)}.`;
  if (!party) return head;
  return `${head} Liste ${listLetter}: ${votesText(party.votes)} stemmer, ${percentText(party.share)}, ${party.seats} ${party.seats === 1 ? 'mandat' : 'mandater'}.`;
}

const th = 'border-b border-slate-300 px-2 py-1 text-left font-semibold';
const td = 'border-b border-slate-200 px-2 py-1';
const num = `${td} text-right tabular-nums`;

export function Results({ view, partyName, listLetter, candidatePages, beforeText }: ResultsProps) {
  if (view.areasCounted === 0)
    return (
      <section
        aria-labelledby="valg-before"
        className="mt-8 rounded-lg border border-slate-300 p-4"
      >
        <h2 id="valg-before" className="text-xl font-bold text-ink">
          Ingen resultater endnu
        </h2>
        <p className="mt-2 text-slate-700">{beforeText}</p>
        {view.areasTotal > 0 && (
          <p className="mt-2 text-slate-700">0 af {view.areasTotal} afstemningsområder optalt.</p>
        )}
      </section>
    );
  const party = view.lists.find((l) => l.id === view.party);
  const seatWord = view.seatSource === 'official' ? 'Mandater' : 'Mandater (fremskrivning)';
  return (
    <>
      <p className="mt-4 text-slate-700">
        <strong>
          {view.areasCounted} af {view.areasTotal} afstemningsområder optalt
        </strong>{' '}
        · {countText(view)}
        {view.updatedAt && <> · opdateret {clockText(view.updatedAt)}</>}
        {view.turnout !== null && <> · valgdeltagelse {percentText(view.turnout)}</>}
      </p>
      {party && (
        <section aria-labelledby="valg-party" className="mt-6 rounded-lg bg-brand-50 p-4">
          <h2 id="valg-party" className="text-xl font-bold text-ink">
            {partyName} (liste {listLetter})
          </h2>
          <dl className="mt-3 grid grid-cols-3 gap-4">
            <div>
              <dt className="text-sm text-slate-700">Stemmer</dt>
              <dd className="text-2xl font-bold tabular-nums text-ink">{votesText(party.votes)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">Andel</dt>
              <dd className="text-2xl font-bold tabular-nums text-ink">
                {percentText(party.share)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">{seatWord}</dt>
              <dd className="text-2xl font-bold tabular-nums text-ink">{party.seats}</dd>
            </div>
          </dl>
        </section>
      )}
      <SeatChart view={view} />
      <ListTable view={view} />
      <Candidates view={view} listLetter={listLetter} candidatePages={candidatePages} />
      <Areas view={view} listLetter={listLetter} />
    </>
  );
}

function SeatChart({ view }: { view: ValgView }) {
  const seats = view.lists.flatMap((l) => Array.from({ length: l.seats }, () => l));
  const drawn = view.seatTies.reduce((n, t) => n + t.seats, 0);
  const label = view.lists
    .filter((l) => l.seats > 0)
    .map((l) => `${l.letter ?? l.name} ${l.seats}`)
    .join(', ');
  return (
    <section aria-labelledby="valg-seats" className="mt-8">
      <h2 id="valg-seats" className="text-xl font-bold text-ink">
        Mandatfordeling{view.seatSource === 'fremskrivning' ? ' – fremskrivning' : ''}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {view.seatSource === 'official'
          ? 'Den officielle mandatfordeling.'
          : 'Fremskrevet efter kommunal- og regionalvalgloven ud fra de optalte stemmer; ikke den officielle fordeling.'}
      </p>
      <div
        role="img"
        aria-label={`${view.seatsTotal} mandater: ${label}${drawn ? `, ${drawn} afgøres ved lodtrækning` : ''}`}
        className="mt-3 flex flex-wrap gap-1"
      >
        {seats.map((l, i) => (
          <span
            key={i}
            className={`flex h-8 w-8 items-center justify-center rounded-sm text-xs font-bold ${l.id === view.party ? 'bg-brand-800 text-white' : 'bg-slate-200 text-ink'}`}
          >
            {l.letter ?? '?'}
          </span>
        ))}
        {Array.from({ length: drawn }, (_, i) => (
          <span
            key={`tie-${i}`}
            className="flex h-8 w-8 items-center justify-center rounded-sm border-2 border-dashed border-slate-500 text-xs font-bold text-ink"
          >
            ?
          </span>
        ))}
      </div>
      {view.seatTies.map((t, i) => (
        <p key={i} className="mt-2 text-sm font-semibold text-ink">
          {t.seats} {t.seats === 1 ? 'mandat' : 'mandater'} mellem{' '}
          {t.lists.map((id) => view.lists.find((l) => l.id === id)?.letter ?? id).join(' og ')}{' '}
          afgøres ved lodtrækning.
        </p>
      ))}
    </section>
  );
}

/** A table's scroll box at phone width: reachable and named for keyboard and screen-reader users (axe). */
function ScrollBox({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="mt-8 overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

function ListTable({ view }: { view: ValgView }) {
  const hasChange = view.lists.some((l) => l.change !== null);
  return (
    <ScrollBox label="Stemmer pr. liste">
      <table className="w-full border-collapse text-sm">
        <caption className="text-left text-xl font-bold text-ink">Stemmer pr. liste</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Liste
            </th>
            <th scope="col" className={`${th} text-right`}>
              Stemmer
            </th>
            <th scope="col" className={`${th} text-right`}>
              Andel
            </th>
            {hasChange && (
              <th scope="col" className={`${th} text-right`}>
                Ændring fra sidste valg
              </th>
            )}
            <th scope="col" className={`${th} text-right`}>
              Mandater
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lists.map((l) => (
            <tr key={l.id} className={l.id === view.party ? 'font-semibold' : undefined}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {listLabel(l)}
              </th>
              <td className={num}>{votesText(l.votes)}</td>
              <td className={num}>{percentText(l.share)}</td>
              {hasChange && <td className={num}>{changeText(l.change)}</td>}
              <td className={num}>
                {l.seats}
                {view.seatTies.some((t) => t.lists.includes(l.id)) && ' + lodtrækning'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

const statusText = (c: ValgView['candidates'][number]) =>
  c.status === 'valgt'
    ? 'Valgt'
    : c.status === 'stedfortræder'
      ? `${c.place}. stedfortræder`
      : c.status === 'lodtrækning'
        ? 'Afgøres ved lodtrækning'
        : '–';

function Candidates({
  view,
  listLetter,
  candidatePages,
}: {
  view: ValgView;
  listLetter: string;
  candidatePages: Record<string, string>;
}) {
  if (!view.candidates.length) return null;
  return (
    <ScrollBox label={`Liste ${listLetter}’s kandidater`}>
      <table className="w-full border-collapse text-sm">
        <caption className="text-left text-xl font-bold text-ink">
          {`Liste ${listLetter}’s kandidater`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Kandidat
            </th>
            <th scope="col" className={`${th} text-right`}>
              Personlige stemmer
            </th>
            <th scope="col" className={th}>
              {view.candidateSource === 'fremskrivning' ? 'Status (fremskrivning)' : 'Status'}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.candidates.map((c) => (
            <tr key={c.id}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {candidatePages[c.name] ? (
                  <a href={candidatePages[c.name]} className="text-brand-700 underline">
                    {c.name}
                  </a>
                ) : (
                  c.name
                )}
              </th>
              <td className={num}>
                {c.votes === null ? 'kommer med fintællingen' : votesText(c.votes)}
              </td>
              <td className={td}>{statusText(c)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function Areas({ view, listLetter }: { view: ValgView; listLetter: string }) {
  return (
    <ScrollBox label="Afstemningsområder">
      <table className="w-full border-collapse text-sm">
        <caption className="text-left text-xl font-bold text-ink">Afstemningsområder</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Område
            </th>
            <th scope="col" className={th}>
              Optælling
            </th>
            <th scope="col" className={`${th} text-right`}>
              Valgdeltagelse
            </th>
            <th scope="col" className={`${th} text-right`}>
              Liste {listLetter}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.areas.map((a) => (
            <tr key={a.id}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {a.name}
              </th>
              <td className={td}>
                {a.count === 'ingen'
                  ? 'Ikke optalt'
                  : a.count === 'foreløbig'
                    ? 'Foreløbig'
                    : 'Fintælling'}
              </td>
              <td className={num}>{a.turnout === null ? '–' : percentText(a.turnout)}</td>
              <td className={num}>
                {a.partyVotes === null
                  ? '–'
                  : `${votesText(a.partyVotes)} (${percentText(a.partyShare ?? 0)})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
