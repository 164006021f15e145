// The consent texts the forms show, each with the version stored next to every consent given (bump it when the text changes).

export const contactConsent = {
  version: 'kontakt-2025-01',
  text: 'Jeg accepterer, at mine oplysninger behandles, så I kan besvare min henvendelse. Beskeden slettes efter 180 dage.',
} as const;

export const newsletterConsent = {
  version: 'nyhedsbrev-2025-01',
  text: 'Jeg giver samtykke til at modtage nyhedsbrevet på email. Min email gemmes, indtil jeg afmelder mig.',
} as const;

export const volunteerConsent = {
  version: 'frivillig-2026-01',
  text: 'Jeg giver samtykke til, at kampagnen gemmer mine oplysninger og kontakter mig om frivilligt arbejde. Oplysningerne slettes senest 60 dage efter valget – og med det samme, hvis jeg beder om det.',
} as const;

export const eventSignupConsent = {
  version: 'moed-os-2029-01',
  text: 'Jeg accepterer, at mit navn og min email gemmes til tilmeldingen, så I kan sende bekræftelse, påmindelse og besked om ændringer. Oplysningerne slettes 30 dage efter arrangementet.',
} as const;
