// Vagtplan's form fields, plain HTML (no script): labelled inputs with their format as a hint.
import type { ShiftTask } from '@/db/schema';
import { SHIFT_TASK_KINDS } from '@/db/schema';
import { taskKindLabels } from '@/lib/vagtplan/labels';

const input = 'mt-1 rounded-md border border-slate-400 px-2 py-1 font-normal';
const label = 'flex flex-col text-sm font-semibold';
export const primaryButton =
  'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';
export const secondaryButton =
  'rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';

export function TaskFields({ id, task }: { id: string; task?: ShiftTask }) {
  return (
    <div className="grid max-w-2xl gap-3 sm:grid-cols-2">
      <label className={label} htmlFor={`${id}-type`}>
        Type
        <select
          id={`${id}-type`}
          name="type"
          defaultValue={task?.kind ?? 'doerbank'}
          className={input}
        >
          {SHIFT_TASK_KINDS.map((k) => (
            <option key={k} value={k}>
              {taskKindLabels[k]}
            </option>
          ))}
        </select>
      </label>
      <label className={label} htmlFor={`${id}-titel`}>
        Titel
        <input
          id={`${id}-titel`}
          name="titel"
          required
          maxLength={120}
          defaultValue={task?.title}
          className={input}
        />
      </label>
      <label className={label} htmlFor={`${id}-moedested`}>
        Mødested
        <input
          id={`${id}-moedested`}
          name="moedested"
          required
          maxLength={200}
          defaultValue={task?.meetingPoint}
          className={input}
        />
      </label>
      <label className={label} htmlFor={`${id}-omraade`}>
        Område (afstemningsområde eller vejliste)
        <input
          id={`${id}-omraade`}
          name="omraade"
          maxLength={500}
          defaultValue={task?.area}
          className={input}
        />
      </label>
      <label className={`${label} sm:col-span-2`} htmlFor={`${id}-noter`}>
        Noter
        <textarea
          id={`${id}-noter`}
          name="noter"
          rows={3}
          maxLength={2000}
          defaultValue={task?.notes}
          className={input}
        />
      </label>
    </div>
  );
}

/** Day, start and end in Copenhagen time (and places, and weekly repeat, when asked). */
export function ShiftFields({
  id,
  places = true,
  weekly = true,
}: {
  id: string;
  places?: boolean;
  weekly?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className={label} htmlFor={`${id}-dato`}>
        Dato
        <input
          id={`${id}-dato`}
          name="dato"
          required
          inputMode="numeric"
          placeholder="ÅÅÅÅ-MM-DD"
          aria-describedby={`${id}-format`}
          className={`${input} w-36`}
        />
      </label>
      <label className={label} htmlFor={`${id}-start`}>
        Start
        <input
          id={`${id}-start`}
          name="start"
          required
          inputMode="numeric"
          placeholder="TT:MM"
          aria-describedby={`${id}-format`}
          className={`${input} w-24`}
        />
      </label>
      <label className={label} htmlFor={`${id}-slut`}>
        Slut
        <input
          id={`${id}-slut`}
          name="slut"
          required
          inputMode="numeric"
          placeholder="TT:MM"
          aria-describedby={`${id}-format`}
          className={`${input} w-24`}
        />
      </label>
      {places && (
        <label className={label} htmlFor={`${id}-pladser`}>
          Pladser
          <input
            id={`${id}-pladser`}
            name="pladser"
            required
            inputMode="numeric"
            defaultValue="4"
            className={`${input} w-20`}
          />
        </label>
      )}
      {weekly && (
        <label className="flex items-center gap-2 text-sm font-semibold" htmlFor={`${id}-ugentlig`}>
          <input
            id={`${id}-ugentlig`}
            type="checkbox"
            name="ugentlig"
            value="ja"
            className="h-4 w-4 accent-brand-700"
          />
          Gentag hver uge til valgdagen
        </label>
      )}
      <p id={`${id}-format`} className="w-full text-sm text-slate-700">
        Dato som ÅÅÅÅ-MM-DD, tider som TT:MM i dansk tid.
      </p>
    </div>
  );
}
