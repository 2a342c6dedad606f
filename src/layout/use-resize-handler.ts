import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MOBILE_BREAKPOINT_PX } from '@/contract';
import { closeSideBar, toggleDevice } from '@/store/app-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

export const isMobileWidth = (width: number): boolean => width < MOBILE_BREAKPOINT_PX;

/** Desktop or mobile by window width, on load and on resize; on mobile the sidebar closes, also after each navigation. */
export function useResizeHandler(): void {
  const dispatch = useAppDispatch();
  const device = useAppSelector((s) => s.app.device);
  const opened = useAppSelector((s) => s.app.sidebar.opened);
  const { pathname } = useLocation();

  useEffect(() => {
    const apply = () => {
      if (document.hidden) return;
      const mobile = isMobileWidth(document.body.getBoundingClientRect().width || window.innerWidth);
      dispatch(toggleDevice(mobile ? 'mobile' : 'desktop'));
      if (mobile) dispatch(closeSideBar({ withoutAnimation: true }));
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [dispatch]);

  useEffect(() => {
    if (device === 'mobile' && opened) dispatch(closeSideBar({ withoutAnimation: false }));
    // Only a navigation closes it; opening it on mobile must stay possible.
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
}
