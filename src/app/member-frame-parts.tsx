import Navbar from '@/layout/components/Navbar';
import Settings from '@/layout/components/Settings';
import AntdShell from './antd-shell';

/** The member frame's navbar, the same as the clerk's, under antd's own settings. */
export function MemberNavbar() {
  return (
    <AntdShell>
      <Navbar />
    </AntdShell>
  );
}

/** The settings panel of the member frame, under antd's own settings. */
export function MemberSettings() {
  return (
    <AntdShell>
      <Settings />
    </AntdShell>
  );
}
