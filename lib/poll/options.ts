// The poll's id, storage key and options, free of zod: the browser's poll widget imports these and nothing else.
export const POLL_ID = 'ai_welfare_2025';
export const POLL_VOTED_KEY = 'ai_poll_voted';

export const pollOptions = [
  { id: 'option1', label: 'Ja, helt sikkert' },
  { id: 'option2', label: 'Delvist – men kun med tydelige rammer' },
  { id: 'option3', label: 'Nej, jeg tror ikke det gør en forskel' },
  { id: 'option4', label: 'Ved ikke / Har brug for mere viden' },
] as const;

export type PollOptionId = (typeof pollOptions)[number]['id'];
