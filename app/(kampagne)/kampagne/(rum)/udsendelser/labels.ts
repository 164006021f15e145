// The Danish words the page uses for a send's state and for a count of readers.

export const sendStateLabels = {
  planned: 'planlagt',
  sending: 'sender',
  sent: 'sendt',
  failed: 'fejlet',
  stopped: 'stoppet',
} as const;

export type SendState = keyof typeof sendStateLabels;

/** "1 modtager", "12 modtagere". */
export const recipientsText = (count: number) =>
  `${count} ${count === 1 ? 'modtager' : 'modtagere'}`;
