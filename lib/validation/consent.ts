// The consent texts the forms show, each with the version stored next to every consent given (bump it when the text changes).

export const contactConsent = {
  version: 'kontakt-2025-01',
  text: 'Jeg accepterer, at mine oplysninger behandles, så I kan besvare min henvendelse. Beskeden slettes efter 180 dage.',
} as const;

export const newsletterConsent = {
  version: 'nyhedsbrev-2026-11',
  text: 'Jeg giver samtykke til at modtage partiets nyhedsbrev med politisk indhold på email om de emner, jeg har valgt. Min email og mine emner gemmes, indtil jeg afmelder mig.',
} as const;
