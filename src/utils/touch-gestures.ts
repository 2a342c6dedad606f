import { LONG_TAP_MS, SWIPE_PLUGIN_THRESHOLD, SWIPE_THRESHOLD_X_PX, SWIPE_THRESHOLD_Y_PX } from '@/contract';

/** The touch gestures of the mobile screens (SPEC section 9): tap, long tap, swipe. */
export type Gesture =
  { kind: 'tap' } | { kind: 'longtap' } | { kind: 'swipe'; direction: 'left' | 'right' | 'up' | 'down' };

export interface TouchTrace {
  dx: number;
  dy: number;
  durationMs: number;
}

/** A move beyond 10px sideways or 100px up or down is a swipe; a still touch of 1000 ms a long tap. */
export function classifyGesture({ dx, dy, durationMs }: TouchTrace): Gesture {
  const horizontal = Math.abs(dx) > SWIPE_THRESHOLD_X_PX;
  const vertical = Math.abs(dy) > SWIPE_THRESHOLD_Y_PX;
  if (horizontal || vertical) {
    if (horizontal && (!vertical || Math.abs(dx) >= Math.abs(dy)))
      return { kind: 'swipe', direction: dx < 0 ? 'left' : 'right' };
    return { kind: 'swipe', direction: dy < 0 ? 'up' : 'down' };
  }
  return durationMs >= LONG_TAP_MS ? { kind: 'longtap' } : { kind: 'tap' };
}

/** The swipe of paged widgets (carousel, tabs): the finger must travel the plugin threshold of 50px. */
export function pagedSwipe(dx: number, threshold = SWIPE_PLUGIN_THRESHOLD): 'next' | 'previous' | null {
  if (Math.abs(dx) < threshold) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Follows one touch on an element and reports its gesture; a long tap fires while the finger is still down. */
export function watchGestures(element: HTMLElement, onGesture: (gesture: Gesture) => void): () => void {
  let start: { x: number; y: number; t: number } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  const clear = () => timer !== undefined && clearTimeout(timer);
  const onStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    start = { x: touch.clientX, y: touch.clientY, t: Date.now() };
    fired = false;
    clear();
    timer = setTimeout(() => {
      fired = true;
      onGesture({ kind: 'longtap' });
    }, LONG_TAP_MS);
  };
  const onMove = (e: TouchEvent) => {
    if (!start) return;
    const touch = e.touches[0];
    if (
      Math.abs(touch.clientX - start.x) > SWIPE_THRESHOLD_X_PX ||
      Math.abs(touch.clientY - start.y) > SWIPE_THRESHOLD_X_PX
    )
      clear();
  };
  const onEnd = (e: TouchEvent) => {
    clear();
    if (!start || fired) return;
    const touch = e.changedTouches[0];
    onGesture(
      classifyGesture({ dx: touch.clientX - start.x, dy: touch.clientY - start.y, durationMs: Date.now() - start.t }),
    );
    start = undefined;
  };
  element.addEventListener('touchstart', onStart, { passive: true });
  element.addEventListener('touchmove', onMove, { passive: true });
  element.addEventListener('touchend', onEnd);
  return () => {
    clear();
    element.removeEventListener('touchstart', onStart);
    element.removeEventListener('touchmove', onMove);
    element.removeEventListener('touchend', onEnd);
  };
}
