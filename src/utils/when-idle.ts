/**
 * Resolves once the browser has nothing more pressing to do (at the latest after `timeoutMs`): what a screen
 * can do without waits for the screen's own work, not the other way round.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 50);
  });
}
