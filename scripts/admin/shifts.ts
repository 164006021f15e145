// `shifts list | export`: Vagtplan (issue 47) from a terminal, the same rows as the room's Vagtplan and Vagter.
import { upcomingShifts } from '../../db/queries/shifts';
import { shiftExportHeader, shiftExportRows } from '../../lib/vagtplan/export';
import { shiftWhen, taskKindLabels } from '../../lib/vagtplan/labels';
import type { AdminCommand } from './args';
import type { AdminContext } from './commands';
import { writeList } from './export';
import { table } from './format';

export async function runShifts(
  command: Extract<AdminCommand, { name: 'shifts' }>,
  { handle, terminal }: AdminContext,
) {
  const { db } = handle;
  if (command.action === 'export')
    return writeList(command, terminal, 'Vagter', shiftExportHeader, await shiftExportRows(db));
  const shifts = await upcomingShifts(db, new Date(0));
  terminal.out(
    shifts.length
      ? table(
          ['#', 'Opgave', 'Hvornår', 'Mødested', 'Taget', 'Aflyst'],
          shifts.map((s) => [
            String(s.id),
            `${taskKindLabels[s.task.kind]}: ${s.task.title}`,
            shiftWhen(s),
            s.task.meetingPoint,
            `${s.taken}/${s.places}`,
            s.cancelledAt ? 'ja' : '',
          ]),
        )
      : 'Ingen vagter.\n',
  );
  return 0;
}
