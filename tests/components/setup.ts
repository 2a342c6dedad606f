import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A busy machine may take seconds to load a lazy panel: a query that waits ends the moment it holds.
configure({ asyncUtilTimeout: 10_000 });

// antd reads media queries and observes sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});

// jsdom computes a style by running the whole cascade of every stylesheet, and antd injects large ones:
// a role query over a wide table asked for thousands of them and took seconds. Screens are tested by what
// they render and call, not by how they look, so an element's computed style is its inline style (which
// also answers the pseudo-element calls antd makes when measuring scrollbars).
window.getComputedStyle = ((element: Element) => (element as HTMLElement).style) as typeof window.getComputedStyle;
