'use client';

import { useId, useState } from 'react';
import { formatHsl } from '@/lib/embed/color';
import { EMBED_DOCS_DEFAULTS } from '@/lib/embed/config';
import { buildSnippets } from '@/lib/embed/snippets';
import { SnippetTabs } from './snippet-tabs';

const field = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink';
const labelClass = 'block text-sm font-medium text-ink';

/** The /embed/docs generator; the spec asks for no validation, the widget itself ignores values it cannot use. */
export function EmbedGenerator({ origin }: { origin: string }) {
  const d = EMBED_DOCS_DEFAULTS;
  const [lang, setLang] = useState<string>(d.lang);
  const [hue, setHue] = useState(String(d.hsl.hue));
  const [saturation, setSaturation] = useState(String(d.hsl.saturation));
  const [lightness, setLightness] = useState(String(d.hsl.lightness));
  const [width, setWidth] = useState<string>(d.width);
  const [height, setHeight] = useState(String(d.height));
  const id = useId();

  const hslFields = [
    { key: 'hue', label: 'Nuance', value: hue, set: setHue },
    { key: 'saturation', label: 'Mætning %', value: saturation, set: setSaturation },
    { key: 'lightness', label: 'Lyshed %', value: lightness, set: setLightness },
  ];
  const primaryColor = formatHsl(hue, saturation, lightness);
  const snippets = buildSnippets({ origin, lang, primaryColor, width, height });

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <form
        className="card space-y-5"
        aria-labelledby={`${id}-heading`}
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
          Indstillinger
        </h2>
        <div>
          <label htmlFor={`${id}-lang`} className={labelClass}>
            Sprog
          </label>
          <select
            id={`${id}-lang`}
            className={field}
            value={lang}
            onChange={(e) => setLang(e.target.value)}
          >
            <option value="da">Dansk (da)</option>
            <option value="en">Engelsk (en)</option>
          </select>
        </div>
        <fieldset>
          <legend className={labelClass}>Primærfarve (HSL)</legend>
          <div className="mt-1 grid grid-cols-3 gap-2">
            {hslFields.map((f) => (
              <div key={f.key}>
                <label htmlFor={`${id}-${f.key}`} className="block text-xs text-muted">
                  {f.label}
                </label>
                <input
                  id={`${id}-${f.key}`}
                  type="text"
                  inputMode="decimal"
                  className={field}
                  value={f.value}
                  onChange={(e) => f.set(e.target.value)}
                />
              </div>
            ))}
          </div>
          <p className="mt-2 flex items-center gap-2 text-sm text-muted">
            <span
              aria-hidden="true"
              className="inline-block size-5 rounded border border-slate-300"
              style={{ background: primaryColor }}
            />
            <code>{primaryColor}</code>
          </p>
        </fieldset>
        <div>
          <label htmlFor={`${id}-width`} className={labelClass}>
            Bredde
          </label>
          <input
            id={`${id}-width`}
            type="text"
            className={field}
            value={width}
            onChange={(e) => setWidth(e.target.value)}
            aria-describedby={`${id}-width-hint`}
          />
          <p id={`${id}-width-hint`} className="mt-1 text-xs text-muted">
            Fx 100% eller 480px
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-height`} className={labelClass}>
            Højde (px)
          </label>
          <input
            id={`${id}-height`}
            type="text"
            inputMode="numeric"
            className={field}
            value={height}
            onChange={(e) => setHeight(e.target.value)}
          />
        </div>
      </form>

      <div className="min-w-0 space-y-6">
        <section aria-labelledby={`${id}-url`}>
          <h2 id={`${id}-url`} className="text-lg font-semibold text-ink">
            Genereret URL
          </h2>
          <p
            className="mt-2 break-all rounded-md bg-slate-100 p-3 font-mono text-sm"
            data-testid="embed-url"
          >
            {snippets.url}
          </p>
          <a
            href={snippets.url}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary mt-3"
          >
            Forhåndsvisning<span className="sr-only"> (åbner i ny fane)</span>
          </a>
        </section>
        <section aria-labelledby={`${id}-code`}>
          <h2 id={`${id}-code`} className="mb-3 text-lg font-semibold text-ink">
            Kode til jeres side
          </h2>
          <SnippetTabs
            label="Kodeeksempler"
            snippets={[
              { id: 'basic', label: 'Simpel iframe', code: snippets.basic },
              { id: 'responsive', label: 'Responsiv iframe', code: snippets.responsive },
              { id: 'loader', label: 'Loader-script', code: snippets.loader },
            ]}
          />
        </section>
      </div>
    </div>
  );
}
