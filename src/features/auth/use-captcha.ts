import { useSyncExternalStore } from 'react';
import { getVerCode } from '@/api/auth';

interface Captcha {
  image: string;
  failed: boolean;
}

const EMPTY: Captcha = { image: '', failed: false };
let shown: Captcha = EMPTY;
let loading = false;
const listeners = new Set<() => void>();

function show(next: Captcha) {
  shown = next;
  for (const listener of listeners) listener();
}

/** Asks for a new captcha unless one is on its way: each answer is bound to a cookie, so two would not match. */
function load() {
  if (loading) return;
  loading = true;
  getVerCode()
    .then(
      (res) => show({ image: res.data.image, failed: false }),
      () => show({ image: '', failed: true }),
    )
    .finally(() => (loading = false));
}

/** The captcha is a store of its own: the sign-in page's first subscriber asks for a fresh one. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Each visit of the sign-in page gets its own captcha: the one shown before was used or has expired.
    if (!loading) shown = EMPTY;
    load();
  }
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => shown;

/** The captcha image: each answer is bound to a cookie and used once, so it reloads after every failed sign-in. */
export function useCaptcha() {
  const { image, failed } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { image, failed, refresh: load };
}
