// Every file is checked against the official JSON Schema (Snitfladebeskrivelser, draft-04) before it is used.
// The schemas in ./schemas are the published ones converted from Windows-1252 to UTF-8, nothing else changed
// (tests/unit/valgaften/official-schemas.test.ts holds them to the vendored originals).
// Their formats are VALG's own: "date" and "date-time" are "dd-mm-yyyy[ hh:mm:ss]", not RFC 3339, so ajv-formats
// would refuse every real file; the formats are defined here as the files use them.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv-draft-04';
import { parseOfficialTime } from './decode';
import fvKandidatdata from './schemas/FV-Kandidatdata.schema.json';
import fvValgresultater from './schemas/FV-Valgresultater.schema.json';
import kvrvKandidatdata from './schemas/KVRV-Kandidatdata.schema.json';
import kvrvValgresultater from './schemas/KVRV-Valgresultater.schema.json';
import mandatfordeling from './schemas/Mandatfordeling.schema.json';
import valgdeltagelse from './schemas/Valgdeltagelse.schema.json';
import type { OfficialKind } from './types';

const SCHEMAS = {
  'KVRV-Valgresultater': kvrvValgresultater,
  'FV-Valgresultater': fvValgresultater,
  'KVRV-Kandidatdata': kvrvKandidatdata,
  'FV-Kandidatdata': fvKandidatdata,
  Mandatfordeling: mandatfordeling,
  Valgdeltagelse: valgdeltagelse,
};
type SchemaName = keyof typeof SCHEMAS;

const isTime = (value: string) => {
  try {
    parseOfficialTime(value);
    return true;
  } catch {
    return false;
  }
};

let compiled: Map<SchemaName, ValidateFunction> | null = null;

function validators() {
  if (compiled) return compiled;
  const ajv = new Ajv({ allErrors: false, strict: true, keywords: ['x-enumNames'] });
  ajv.addFormat('date', {
    type: 'string',
    validate: (v) => /^\d{2}-\d{2}-\d{4}$/.test(v) && isTime(v),
  });
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (v) => /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/.test(v) && isTime(v),
  });
  ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/);
  ajv.addFormat('guid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  compiled = new Map(
    (Object.keys(SCHEMAS) as SchemaName[]).map(
      (name) => [name, ajv.compile(SCHEMAS[name])] as const,
    ),
  );
  return compiled;
}

const FV = 'Folketingsvalg';
const KVRV = new Set(['Kommunalvalg', 'Regionsrådsvalg']);

/** The official schema a file of this kind and Valgart is published under, or null when this site reads none. */
function schemaFor(kind: OfficialKind, json: unknown): SchemaName | null {
  const valgart =
    json && typeof json === 'object' && 'Valgart' in json
      ? (json as { Valgart: unknown }).Valgart
      : undefined;
  if (kind === 'mandatfordeling') return 'Mandatfordeling';
  if (kind === 'valgdeltagelse') return 'Valgdeltagelse';
  const prefix =
    valgart === FV ? 'FV' : typeof valgart === 'string' && KVRV.has(valgart) ? 'KVRV' : null;
  if (!prefix) return null;
  return kind === 'valgresultater' ? `${prefix}-Valgresultater` : `${prefix}-Kandidatdata`;
}

const describe = (error: ErrorObject) => {
  const where = error.instancePath || 'roden';
  if (error.keyword === 'required')
    return `${where}: mangler feltet ${String(error.params.missingProperty)}`;
  if (error.keyword === 'additionalProperties')
    return `${where}: ukendt felt ${String(error.params.additionalProperty)}`;
  if (error.keyword === 'type') return `${where}: skal være ${String(error.params.type)}`;
  if (error.keyword === 'format' || error.keyword === 'pattern') return `${where}: forkert format`;
  if (error.keyword === 'enum' || error.keyword === 'oneOf') return `${where}: ukendt værdi`;
  return `${where}: ${error.message ?? error.keyword}`;
};

// The real IngenResultater files (before any count) leave out the list arrays the schema requires: every one of the
// 1,314 in the Folketingsvalg 2026 sample lacks IndenforParti and UdenforParti. They still name each polling area and
// its voters, which the page needs for "N af M afstemningsområder", so they are checked as if the arrays were empty.
const LIST_FIELDS: Partial<Record<SchemaName, string[]>> = {
  'KVRV-Valgresultater': ['Kandidatlister'],
  'FV-Valgresultater': ['IndenforParti', 'UdenforParti'],
};

function withoutResultsTolerated(name: SchemaName, json: unknown): unknown {
  const fields = LIST_FIELDS[name];
  if (!fields || !json || typeof json !== 'object' || Array.isArray(json)) return json;
  const record = json as Record<string, unknown>;
  if (record.Resultatart !== 'IngenResultater') return json;
  const filled: Record<string, unknown> = { ...record };
  for (const field of fields) if (!(field in filled)) filled[field] = [];
  if (name === 'KVRV-Valgresultater' && !('GodkendelsesDatoUTC' in filled))
    filled.GodkendelsesDatoUTC = null;
  return filled;
}

/**
 * Checks a decoded file against its official schema; the reason is Danish, for the list of refused files.
 * The one tolerance: an IngenResultater file may leave out its (empty) list arrays, as the real ones do.
 */
export function validateOfficial(
  kind: OfficialKind,
  json: unknown,
): { ok: true } | { ok: false; reason: string } {
  const name = schemaFor(kind, json);
  if (!name)
    return {
      ok: false,
      reason: 'Filen er ikke fra et kommunal-, regionsråds- eller folketingsvalg.',
    };
  const validate = validators().get(name)!;
  if (validate(withoutResultsTolerated(name, json))) return { ok: true };
  const first = validate.errors?.[0];
  return {
    ok: false,
    reason: `Filen følger ikke den officielle beskrivelse ${name}${first ? ` (${describe(first)})` : ''}.`,
  };
}
