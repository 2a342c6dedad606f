import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value of a prop or callback, for an effect that must use the newest one without running
 * again when it changes (a parent's inline `onClose`, a field's `onChange`).
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
