// The demo's Danish texts from spec §4 and §8, shared by the route handler and the demo area.
export const demoMessages = {
  initialResult: 'Resultatet vises her efter du har kørt demoen...',
  running: 'Analyserer...',
  transportToast: 'Fejl ved AI-analyse. Prøv igen.',
  transportResult: 'Kunne ikke analysere teksten. Prøv venligst igen.',
  unexpectedToast: 'Uventet fejl opstod',
  unexpectedResult: 'Uventet fejl opstod. Prøv venligst igen.',
  emptyResult: 'Ingen resultat modtaget',
} as const;

/** Error texts in the result area start with a cross mark (spec §4). */
export const errorText = (message: string) => `❌ ${message}`;
