// One list out of the CLI: CSV on stdout (';' unless --delimiter ','), or an .xlsx workbook of text cells in --out.
import { writeFile } from 'node:fs/promises';
import { toCsv, type CsvCell } from '../../lib/stewardship/csv';
import { toXlsx } from '../../lib/stewardship/xlsx';
import type { Delimiter } from './args';
import type { Terminal } from './commands';

type Output = { format: string; delimiter: Delimiter; out?: string };

/** Returns the exit code: 1 when the .xlsx file exists already (never overwritten) or cannot be written. */
export async function writeList(
  output: Output,
  terminal: Terminal,
  sheet: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<number> {
  if (output.format !== 'xlsx' || !output.out) {
    terminal.out(toCsv(header, rows, output.delimiter));
    return 0;
  }
  try {
    // Personal data: readable by this user only, and an existing file is left alone.
    await writeFile(output.out, await toXlsx(sheet, header, rows), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    terminal.err(
      code === 'EEXIST'
        ? `${output.out} findes allerede; vælg et andet filnavn.\n`
        : `Kunne ikke skrive ${output.out} (${code ?? 'fejl'}).\n`,
    );
    return 1;
  }
  terminal.err(`Skrev ${rows.length} rækker til ${output.out}\n`);
  return 0;
}
