import NProgress from 'nprogress';
import { useEffect } from 'react';

/** While a screen's code loads, the progress bar runs; nothing else flashes on screen. */
export function PageLoading() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return <div className="page-loading" aria-busy="true" />;
}
