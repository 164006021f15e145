import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import {
  coverageByDay,
  listTasks,
  noShowCounts,
  roomShifts,
  type RoomShift,
} from '@/db/queries/admin/shifts';
import { getPosterContact } from '@/db/queries/shifts';
import { requireAdmin } from '@/lib/auth';
import { formatDanishDate } from '@/lib/format/danish-date';
import { site } from '@/lib/site';
import { now } from '@/lib/time/clock';
import { displayPhone } from '@/lib/validation/volunteer-phone';
import { shiftWhen, taskKindLabels } from '@/lib/vagtplan/labels';
import { POSTER_LAW_URL, posterWindow } from '@/lib/vagtplan/poster-window';
import { formMessages, isFormMessage } from '@/lib/vagtplan/read-form';
import { Notice, PageHead } from '../../_components/page-head';
import { RoomTable, RoomTableFrame } from '../../_components/room-table';
import {
  attendanceAction,
  cancelShiftAction,
  editTaskAction,
  addShiftAction,
  mailShiftAction,
  moveShiftAction,
  planTaskAction,
  posterContactAction,
  suggestPosterTasksAction,
  type DoneKey,
} from './actions';
import { CoverageChart } from './coverage-chart';
import { primaryButton, secondaryButton, ShiftFields, TaskFields } from './fields';

export const metadata: Metadata = { title: 'Vagtplan' };

const done: Record<DoneKey, string> = {
  oprettet: 'Opgaven og dens vagter er oprettet.',
  plakater: 'Plakatopgaverne er oprettet med lovens datoer.',
  rettet: 'Opgaven er rettet.',
  tilfoejet: 'Vagten er tilføjet.',
  flyttet: 'Vagten er flyttet. Alle på vagten har fået besked med en opdateret kalenderfil.',
  aflyst: 'Vagten er aflyst. Alle på vagten har fået besked.',
  allerede: 'Vagten var allerede aflyst; ingen har fået besked igen.',
  moedt: 'Fremmødet er gemt.',
  mailet: 'Mailen er sendt til alle på vagten.',
  kontakt: 'Plakatansvarlig er gemt.',
};
const isDone = (key: string | undefined): key is DoneKey =>
  key !== undefined && Object.hasOwn(done, key);

type Props = { searchParams: Promise<{ ok?: string; fejl?: string }> };

/** Short of people first (the most places missing), cancelled last, then by time. */
const byNeed = (a: RoomShift, b: RoomShift) =>
  Number(Boolean(a.cancelledAt)) - Number(Boolean(b.cancelledAt)) ||
  b.places - b.taken - (a.places - a.taken) ||
  a.startsAt.getTime() - b.startsAt.getTime();

const dayLabel = (day: string) => formatDanishDate(day);

export default async function VagtplanPage({ searchParams }: Props) {
  await requireAdmin();
  const { ok, fejl } = await searchParams;
  const db = await getDb();
  const at = now();
  const [shifts, coverage, tasks, noShows, contact] = await Promise.all([
    roomShifts(db, at),
    coverageByDay(db, at),
    listTasks(db),
    noShowCounts(db),
    getPosterContact(db),
  ]);
  const window = posterWindow(site.election.date);
  const days = coverage.map((c) => ({ label: dayLabel(c.day), needed: c.needed, taken: c.taken }));
  return (
    <>
      <PageHead
        title="Vagtplan"
        intro="Planlæg plakater, dørbank, stande og uddeling. Frivillige tager vagterne fra deres eget link (Mine vagter), som de får i hver mail om en vagt."
      />
      {isDone(ok) && <Notice>{done[ok]}</Notice>}
      {isFormMessage(fejl) && <Notice tone="error">{formMessages[fejl]}</Notice>}

      <section aria-labelledby="lovens-datoer" className="mt-8 max-w-3xl">
        <h2 id="lovens-datoer" className="text-lg font-semibold text-ink">
          Valgplakater efter loven
        </h2>
        <p className="mt-1 text-slate-700">
          Plakaterne må hænge fra lørdag {formatDanishDate(window.upDay)} kl. 12.00 og skal være
          taget ned senest {formatDanishDate(window.downDay)} ved døgnets udgang (
          <a href={POSTER_LAW_URL} className="text-brand-700 underline">
            vejloven § 84
          </a>
          ). Hver plakat skal bære navn, adresse, e-mail og telefon på den, der har hængt den op.
        </p>
        <form action={suggestPosterTasksAction} className="mt-3">
          <button type="submit" className={secondaryButton}>
            Opret plakatopgaverne med lovens datoer
          </button>
        </form>
      </section>

      <section aria-labelledby="daekning" className="mt-10">
        <h2 id="daekning" className="text-lg font-semibold text-ink">
          Dækning de kommende uger
        </h2>
        {days.length > 0 && <CoverageChart days={days} />}
        <RoomTable
          caption="Pladser pr. dag"
          header={['Dag', 'Pladser i alt', 'Taget', 'Mangler']}
          rows={days.map((d) => [d.label, d.needed, d.taken, Math.max(0, d.needed - d.taken)])}
          empty="Ingen kommende vagter."
        />
      </section>

      <section aria-labelledby="vagter" className="mt-10">
        <h2 id="vagter" className="text-lg font-semibold text-ink">
          Vagter – dem, der mangler folk, først
        </h2>
        {shifts.length === 0 && <p className="mt-2 text-slate-700">Ingen kommende vagter.</p>}
        <ul className="mt-2 space-y-4">
          {[...shifts].sort(byNeed).map((s) => (
            <ShiftCard key={s.id} shift={s} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="ny-opgave-titel" id="ny-opgave" className="mt-10">
        <h2 id="ny-opgave-titel" className="text-lg font-semibold text-ink">
          Ny opgave
        </h2>
        <form action={planTaskAction} className="mt-3 space-y-4" aria-labelledby="ny-opgave-titel">
          <TaskFields id="ny" />
          <fieldset>
            <legend className="text-sm font-semibold text-ink">Første vagt</legend>
            <ShiftFields id="ny-vagt" />
          </fieldset>
          <button type="submit" className={primaryButton}>
            Opret opgave
          </button>
        </form>
      </section>

      {tasks.length > 0 && (
        <section aria-labelledby="opgaver" className="mt-10">
          <h2 id="opgaver" className="text-lg font-semibold text-ink">
            Opgaver
          </h2>
          <ul className="mt-2 space-y-3">
            {tasks.map((t) => (
              <li key={t.id} className="rounded-md border border-slate-300 p-3">
                <details>
                  <summary className="cursor-pointer font-semibold text-ink">
                    {taskKindLabels[t.kind]}: {t.title}
                  </summary>
                  <form action={editTaskAction} className="mt-3 space-y-3">
                    <input type="hidden" name="opgave" value={t.id} />
                    <TaskFields id={`opgave-${t.id}`} task={t} />
                    <button type="submit" className={secondaryButton}>
                      Gem opgaven<span className="sr-only"> {t.title}</span>
                    </button>
                  </form>
                  <form action={addShiftAction} className="mt-4 space-y-3">
                    <input type="hidden" name="opgave" value={t.id} />
                    <fieldset>
                      <legend className="text-sm font-semibold text-ink">Tilføj vagt</legend>
                      <ShiftFields id={`opgave-${t.id}-vagt`} />
                    </fieldset>
                    <button type="submit" className={secondaryButton}>
                      Tilføj vagt<span className="sr-only"> til {t.title}</span>
                    </button>
                  </form>
                </details>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section
        aria-labelledby="plakatansvarlig-titel"
        id="plakatansvarlig"
        className="mt-10 max-w-2xl"
      >
        <h2 id="plakatansvarlig-titel" className="text-lg font-semibold text-ink">
          Plakatansvarlig
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Står på plakatopgavernes noter, så alle ved, hvad der skal stå på plakaterne. Udfyldes én
          gang.
        </p>
        <form action={posterContactAction} className="mt-3 grid gap-3 sm:grid-cols-2">
          {(
            [
              ['navn', 'Navn', contact?.name],
              ['adresse', 'Adresse', contact?.address],
              ['email', 'E-mail', contact?.email],
              ['telefon', 'Telefon', contact?.phone],
            ] as const
          ).map(([name, text, value]) => (
            <label
              key={name}
              htmlFor={`plakat-${name}`}
              className="flex flex-col text-sm font-semibold"
            >
              {text}
              <input
                id={`plakat-${name}`}
                name={name}
                required
                defaultValue={value ?? ''}
                className="mt-1 rounded-md border border-slate-400 px-2 py-1 font-normal"
              />
            </label>
          ))}
          <div className="sm:col-span-2">
            <button type="submit" className={secondaryButton}>
              Gem plakatansvarlig
            </button>
          </div>
        </form>
      </section>

      <RoomTable
        caption="Udeblivelser pr. frivillig (kun holdet ser dem)"
        header={['Navn', 'Email', 'Telefon', 'Udeblevet']}
        rows={noShows.map((n) => [
          n.name,
          n.email,
          n.phone ? displayPhone(n.phone) : '',
          n.noShows,
        ])}
        empty="Ingen udeblivelser."
      />
    </>
  );
}

const attendance = (p: RoomShift['people'][number]) =>
  p.checkedInAt ? 'Mødt' : p.noShow ? 'Udeblev' : 'Ikke registreret';

function ShiftCard({ shift: s }: { shift: RoomShift }) {
  const title = `${taskKindLabels[s.task.kind]}: ${s.task.title}`;
  const when = shiftWhen(s);
  const missing = Math.max(0, s.places - s.taken);
  return (
    <li id={`vagt-${s.id}`} className="rounded-md border border-slate-300 p-4">
      <h3 className="font-semibold text-ink">
        {title} · {when}
      </h3>
      <p className="text-sm text-slate-700">
        Mødested: {s.task.meetingPoint}
        {s.task.area && ` · Område: ${s.task.area}`} ·{' '}
        {s.cancelledAt
          ? 'Aflyst.'
          : `${s.taken} af ${s.places} pladser taget${missing ? `, mangler ${missing}` : ''}.`}
      </p>
      <RoomTableFrame
        caption={`På vagten: ${title}, ${when}`}
        header={['Navn', 'Telefon', 'Email', 'Fremmøde', 'Registrér']}
        empty="Ingen har taget vagten endnu."
        spacing="mt-6"
      >
        {s.people.map((p) => (
          <tr key={p.signupId} className="border-b border-slate-200">
            <td className="px-2 py-1">{p.name}</td>
            <td className="px-2 py-1">
              {p.phone ? <a href={`tel:${p.phone}`}>{displayPhone(p.phone)}</a> : '–'}
            </td>
            <td className="px-2 py-1 break-all">{p.email}</td>
            <td className="px-2 py-1">{attendance(p)}</td>
            <td className="px-2 py-1">
              <form action={attendanceAction} className="flex flex-wrap gap-2">
                <input type="hidden" name="plads" value={p.signupId} />
                <input type="hidden" name="vagt" value={s.id} />
                <button type="submit" name="fremmoede" value="came" className={secondaryButton}>
                  Mødt<span className="sr-only">: {p.name}</span>
                </button>
                <button type="submit" name="fremmoede" value="no_show" className={secondaryButton}>
                  Udeblev<span className="sr-only">: {p.name}</span>
                </button>
              </form>
            </td>
          </tr>
        ))}
      </RoomTableFrame>
      {!s.cancelledAt && (
        <div className="mt-3 space-y-2">
          <details>
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              Flyt vagten
              <span className="sr-only">
                {' '}
                {title}, {when}
              </span>
            </summary>
            <form action={moveShiftAction} className="mt-2 space-y-2">
              <input type="hidden" name="vagt" value={s.id} />
              <ShiftFields id={`flyt-${s.id}`} places={false} weekly={false} />
              <button type="submit" className={secondaryButton}>
                Flyt og giv alle besked
              </button>
            </form>
          </details>
          <details>
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">
              Skriv til alle på vagten
              <span className="sr-only">
                {' '}
                {title}, {when}
              </span>
            </summary>
            <form action={mailShiftAction} className="mt-2 flex max-w-xl flex-col gap-2">
              <input type="hidden" name="vagt" value={s.id} />
              <label htmlFor={`emne-${s.id}`} className="flex flex-col text-sm font-semibold">
                Emne
                <input
                  id={`emne-${s.id}`}
                  name="emne"
                  required
                  maxLength={100}
                  className="mt-1 rounded-md border border-slate-400 px-2 py-1 font-normal"
                />
              </label>
              <label htmlFor={`besked-${s.id}`} className="flex flex-col text-sm font-semibold">
                Besked
                <textarea
                  id={`besked-${s.id}`}
                  name="besked"
                  required
                  rows={3}
                  maxLength={5000}
                  className="mt-1 rounded-md border border-slate-400 px-2 py-1 font-normal"
                />
              </label>
              <div>
                <button type="submit" className={secondaryButton}>
                  Send mail
                </button>
              </div>
            </form>
          </details>
          <form action={cancelShiftAction}>
            <input type="hidden" name="vagt" value={s.id} />
            <button
              type="submit"
              className="rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-800"
            >
              Aflys vagten
              <span className="sr-only">
                {' '}
                {title}, {when}
              </span>
            </button>
          </form>
        </div>
      )}
    </li>
  );
}
