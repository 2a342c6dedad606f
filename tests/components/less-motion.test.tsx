import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chartMotion, useLessMotion } from '@/components/less-motion';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/** A system setting for motion that the test can change, as a person would in their system's settings. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  window.matchMedia = ((media: string) => ({
    get matches() {
      return media === '(prefers-reduced-motion: reduce)' && state.reduce;
    },
    media,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      state.reduce = next;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

function Shows() {
  return <p>{useLessMotion() ? 'still' : 'moving'}</p>;
}

describe('less motion', () => {
  it('follows the system’s request for less motion, and its change while the screen is open', () => {
    const motion = systemMotion(true);
    const { unmount } = render(<Shows />);
    expect(screen.getByText('still')).toBeTruthy();
    act(() => motion.set(false));
    expect(screen.getByText('moving')).toBeTruthy();
    act(() => motion.set(true));
    expect(screen.getByText('still')).toBeTruthy();
    unmount();
    expect(motion.listeners.size).toBe(0);
  });

  it('moves as usual where the system says nothing', () => {
    systemMotion(false);
    render(<Shows />);
    expect(screen.getByText('moving')).toBeTruthy();
  });

  it('draws a chart without its animation only for someone who asked for less motion', () => {
    const option = { series: [{ type: 'bar', data: [1, 2] }] };
    expect(chartMotion(option, true)).toEqual({ ...option, animation: false });
    expect(chartMotion(option, false)).toBe(option);
  });
});
