import { lazy } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectIsMemberView } from '@/store/selectors';
import { Frame } from './frame';
import Navbar from './components/Navbar';
import Sidebar from './components/Sidebar';

const Settings = lazy(() => import('./components/Settings'));

/** The clerk's frame: the sidebar of the server's menu (none for role value '1') and the antd navbar. */
export default function Layout() {
  const memberView = useAppSelector(selectIsMemberView);
  return <Frame sidebar={memberView ? undefined : <Sidebar />} navbar={<Navbar />} Settings={Settings} />;
}
