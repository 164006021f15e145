// The five headline figures on /kpi are fixed (spec §9), not computed from the series.
export const headlineKpis = [
  { value: '720', unit: 'timer/md', label: 'Tid sparet gennem digitalisering' },
  { value: '8,5', unit: 'dage', label: 'Gennemsnitlig sagsbehandlingstid' },
  { value: '62 %', unit: 'selvbetjening', label: 'Henvendelser klaret digitalt' },
  { value: '145', unit: 'medarbejdere', label: 'Uddannet i ansvarlig brug af AI' },
  { value: '260', unit: 'timer/år', label: 'Sparet på dokumentationskrav' },
] as const;
