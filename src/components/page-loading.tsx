import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useHoldFrameExtras } from './frame-extras';

/** While a screen's code loads, the progress bar runs; nothing else flashes on screen, nor loads after it. */
export function PageLoading() {
  useHoldFrameExtras(true);
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return <div className="page-loading" aria-busy="true" />;
}
