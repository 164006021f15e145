'use client';
// The visitor's clock for event leaves: the build's instant while hydrating (so the HTML matches), then now() from
// lib/time/clock to the minute, refreshed every minute so a page left open moves an event once it ends.
import { useSyncExternalStore } from 'react';
import { now } from '@/lib/time/clock';

const MINUTE = 60_000;

const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
};

// Rounded to the minute so React sees the same snapshot between ticks.
const minuteNow = () => Math.floor(now().getTime() / MINUTE) * MINUTE;

export function useNow(builtAt: number): number {
  return useSyncExternalStore(subscribe, minuteNow, () => builtAt);
}
