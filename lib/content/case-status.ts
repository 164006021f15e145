// Case status labels; free of server code so client filters can use them too.
export const caseStatuses = ['drift', 'pilot', 'idé'] as const;

const statusLabels: Record<string, string> = { drift: 'I Drift', pilot: 'Pilot', idé: 'Idéfase' };

/** Spec §4: drift → 'I Drift', pilot → 'Pilot', idé → 'Idéfase'; any other value is shown as-is. */
export function statusLabel(status: string): string {
  return (Object.hasOwn(statusLabels, status) && statusLabels[status]) || status;
}
