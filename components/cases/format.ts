// Case figures as shown on cards and the detail strip.
/** A dash when the impact is 0 or less (not measured yet), otherwise the Danish number. */
export const formatImpact = (value: number) => (value > 0 ? value.toLocaleString('da-DK') : '–');

export const formatHours = (hours: number) => `${hours.toLocaleString('da-DK')} t/md`;
