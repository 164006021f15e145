// Case figures as shown on cards and the detail strip. The cards render in the browser too (the filtered list).
import { danishNumber } from '@/lib/format/danish-number';

/** A dash when the impact is 0 or less (not measured yet), otherwise the Danish number. */
export const formatImpact = (value: number) => (value > 0 ? danishNumber(value) : '–');

export const formatHours = (hours: number) => `${danishNumber(hours)} t/md`;
