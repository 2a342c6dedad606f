import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLatest } from '@/components/use-latest';
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

  // Only a navigation closes it; opening it on mobile must stay possible, so the state is read, not followed.
  const sidebar = useLatest({ device, opened });
  useEffect(() => {
    if (sidebar.current.device === 'mobile' && sidebar.current.opened)
      dispatch(closeSideBar({ withoutAnimation: false }));
  }, [pathname, dispatch, sidebar]);
}
