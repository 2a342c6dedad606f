import { useEffect, useRef, useState } from 'react';

/** How often the seconds in view are reported; the server adds no more than has passed in between. */
export const REPORT_EVERY_SECONDS = 30;

/**
 * Counts the seconds the page is in view (Page Visibility API: nothing while the tab is hidden or the
 * window minimised) and hands them to `report` every half minute, when the page goes to the background,
 * and when the counter stops. `unreported` lets the reader watch the count grow in between.
 */
export function useVisibleSeconds(active: boolean, report: (seconds: number) => void) {
  const pending = useRef(0);
  const [unreported, setUnreported] = useState(0);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  const send = useRef(report);
  send.current = report;

  useEffect(() => {
    if (!active) return;
    const flush = () => {
      if (pending.current > 0) send.current(pending.current);
      pending.current = 0;
      setUnreported(0);
    };
    const tick = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      pending.current += 1;
      setUnreported(pending.current);
      if (pending.current >= REPORT_EVERY_SECONDS) flush();
    }, 1000);
    const onVisibility = () => {
      setVisible(document.visibilityState === 'visible');
      if (document.visibilityState !== 'visible') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [active]);

  /** The seconds counted and not yet reported (the finish call takes them). */
  const take = () => {
    const n = pending.current;
    pending.current = 0;
    setUnreported(0);
    return n;
  };
  return { visible, take, unreported };
}
