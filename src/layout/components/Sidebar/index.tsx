import { ConfigProvider, Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isExternal, SUBMENU_ACTIVE_COLOR } from '@/contract';
import { useAppSelector } from '@/store/hooks';
import { findRoute } from '@/store/static-routes';
import { buildMenuItems, openKeysFor } from './menu-items';
import { SidebarLogo } from './sidebar-logo';
import './sidebar.css';

const menuTheme = {
  components: {
    Menu: {
      itemBg: '#fff',
      subMenuItemBg: '#fff',
      itemColor: '#000',
      itemSelectedBg: SUBMENU_ACTIVE_COLOR,
      itemSelectedColor: '#fff',
      itemHoverColor: SUBMENU_ACTIVE_COLOR,
      collapsedWidth: 54,
      itemMarginInline: 0,
      itemBorderRadius: 0,
    },
  },
};

/** The vertical menu of the server's routes: one submenu open at a time, collapsible. */
export default function Sidebar() {
  const routes = useAppSelector((s) => s.permission.routes);
  const opened = useAppSelector((s) => s.app.sidebar.opened);
  const showLogo = useAppSelector((s) => s.settings.sidebarLogo);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => buildMenuItems(routes), [routes]);
  const current = findRoute(routes, pathname);
  const activeKey = current?.meta.activeMenu ?? current?.path ?? pathname;
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(routes, activeKey));

  useEffect(() => {
    setOpenKeys((keys) => {
      const wanted = openKeysFor(routes, activeKey);
      return wanted.length > 0 ? wanted : keys;
    });
  }, [routes, activeKey]);

  const onOpenChange = (keys: string[]) => {
    const added = keys.find((k) => !openKeys.includes(k));
    // One top-level submenu open at a time: opening one closes the others outside its branch.
    setOpenKeys(
      added ? keys.filter((k) => k === added || added.startsWith(`${k}/`) || k.startsWith(`${added}/`)) : keys,
    );
  };

  return (
    <aside className="sidebar-container" aria-label="sidebar">
      {showLogo && <SidebarLogo collapsed={!opened} />}
      <div className="sidebar-scroll">
        <ConfigProvider theme={menuTheme}>
          <Menu
            mode="inline"
            inlineCollapsed={!opened}
            items={items}
            selectedKeys={[activeKey]}
            {...(opened ? { openKeys, onOpenChange } : {})}
            onClick={({ key }) => (isExternal(key) ? window.open(key, '_blank') : navigate(key))}
          />
        </ConfigProvider>
      </div>
    </aside>
  );
}
