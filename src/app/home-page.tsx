import { lazy, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectIsMemberView } from '@/store/selectors';

const Dashboard = lazy(() => import('@/features/dashboard/dashboard-page'));
const MemberHome = lazy(() => import('@/features/my/member-home'));

/** A phone's width: a member on it gets their own home whatever their roles. */
const PHONE = '(max-width: 575px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const onPhone = () => window.matchMedia(PHONE).matches;

/**
 * The home: an ordinary member (role value '1'), and any member on a phone, gets the member's own home;
 * everyone else the clerk's dashboard. Only the one chosen is loaded.
 */
export default function HomePage() {
  const memberView = useAppSelector(selectIsMemberView);
  const isMember = useAppSelector((s) => Boolean(s.session.partyMemberId));
  const phone = useSyncExternalStore(subscribe, onPhone, () => false);
  return memberView || (isMember && phone) ? <MemberHome /> : <Dashboard />;
}
