import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectIsMemberView } from '@/store/selectors';

const AntdShell = lazy(() => import('./antd-shell'));
const MemberLayout = lazy(() => import('./member-layout'));
/** Where a member lands: their home is asked for with their frame, not once the frame is there. */
const HOME_PATHS = new Set(['/', '/dashboard']);
let homeAsked = false;
const askForMemberHome = () => {
  homeAsked = true;
  Promise.all([import('./home-page'), import('@/features/my/member-home')]).catch(() => {
    homeAsked = false;
  });
};
/** The clerk's frame under antd's settings, both asked for at once. */
const ClerkLayout = lazy(async () => {
  const [{ default: Shell }, { default: Layout }] = await Promise.all([import('./antd-shell'), import('@/layout')]);
  return {
    default: () => (
      <Shell>
        <Layout />
      </Shell>
    ),
  };
});

/**
 * The frame of every signed-in screen: an ordinary member (role value '1') gets the light one, which loads
 * no antd before their home shows; everyone else the clerk's frame with its sidebar, under antd's settings.
 */
export function SignedInFrame() {
  const memberView = useAppSelector(selectIsMemberView);
  const { pathname } = useLocation();
  // During render: the frame's own load suspends this component, and an effect would wait for it.
  if (memberView && !homeAsked && HOME_PATHS.has(pathname)) askForMemberHome();
  return memberView ? <MemberLayout /> : <ClerkLayout />;
}

/** The screens of the menu use antd: the clerk's frame gives them its settings already, the member's does not. */
export function MenuScreens() {
  return useAppSelector(selectIsMemberView) ? <AntdShell /> : <Outlet />;
}
