import { useSyncExternalStore } from 'react';

const LESS_MOTION = '(prefers-reduced-motion: reduce)';
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(LESS_MOTION) : null);

function watch(changed: () => void): () => void {
  const q = query();
  q?.addEventListener('change', changed);
  return () => q?.removeEventListener('change', changed);
}

/**
 * Whether the person has asked their system for less motion (WCAG 2.3.3), followed as they change it:
 * dialogs, drop-downs and charts then appear at once, without sliding, zooming or growing.
 */
export const useLessMotion = (): boolean => useSyncExternalStore(watch, () => query()?.matches ?? false);

/** A chart's option as drawn for someone who asked for less motion: the same, without its animation. */
export const chartMotion = <T extends object>(option: T, lessMotion: boolean): T =>
  lessMotion ? { ...option, animation: false } : option;
