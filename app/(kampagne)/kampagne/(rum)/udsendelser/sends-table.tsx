// Each send with its state and counts, newest first, and "Stop" while it waits or runs. Counts only: nothing about
// who opened or clicked what (nothing of the kind is recorded).
import { newsletterTopics } from '@/lib/newsletter/topics';
import { formatRoomTime } from '@/lib/room/format';
import { RoomTableFrame } from '../../_components/room-table';
import { sendStateLabels, type SendState } from './labels';

export type SendRow = {
  id: number;
  slug: string;
  subject: string;
  topics: string[];
  state: SendState;
  scheduledAt: Date;
  recipients: number;
  sent: number;
  failed: number;
  bounced: number;
  unsubscribed: number;
};

const header = [
  'Nyhedsbrev',
  'Emner',
  'Tidspunkt',
  'Status',
  'Modtagere',
  'Sendt',
  'Fejlet',
  'Afvist',
  'Afmeldt siden',
  'Handling',
];

export function SendsTable({
  sends,
  stop,
}: {
  sends: SendRow[];
  stop: (form: FormData) => Promise<void>;
}) {
  const topicLabel = new Map(newsletterTopics().map((t) => [t.key, t.label]));
  return (
    <RoomTableFrame caption="Udsendelser" header={header} spacing="mt-10" testId="sends">
      {sends.map((s) => (
        <tr key={s.id} className="border-b border-slate-200">
          <th scope="row" className="px-2 py-1 text-left align-top font-normal">
            {s.subject}
          </th>
          <td className="px-2 py-1 align-top">
            {s.topics.map((t) => topicLabel.get(t) ?? t).join(', ')}
          </td>
          <td className="px-2 py-1 align-top whitespace-nowrap">{formatRoomTime(s.scheduledAt)}</td>
          <td className="px-2 py-1 align-top">{sendStateLabels[s.state]}</td>
          <td className="px-2 py-1 align-top">{s.recipients}</td>
          <td className="px-2 py-1 align-top">{s.sent}</td>
          <td className="px-2 py-1 align-top">{s.failed}</td>
          <td className="px-2 py-1 align-top">{s.bounced}</td>
          <td className="px-2 py-1 align-top">{s.unsubscribed}</td>
          <td className="px-2 py-1 align-top">
            {s.state === 'planned' || s.state === 'sending' ? (
              <form action={stop}>
                <input type="hidden" name="id" value={s.id} />
                <button
                  type="submit"
                  className="rounded-md border border-red-800 px-3 py-1 font-semibold text-red-800"
                >
                  Stop<span className="sr-only"> udsendelsen af {s.subject}</span>
                </button>
              </form>
            ) : (
              '–'
            )}
          </td>
        </tr>
      ))}
    </RoomTableFrame>
  );
}
