import type { MenuProps } from 'antd';
import type { AppRoute } from '@/store/app-route';
import { translateRouteTitle } from '@/components/route-title';
import { MenuIcon } from './icons';

type Item = Required<MenuProps>['items'][number];

const visible = (routes: AppRoute[]) => routes.filter((r) => !r.hidden);

/** A group with one visible child shows as that child alone, as vue-element-admin's SidebarItem does. */
function toItem(route: AppRoute, parentIcon?: string): Item {
  const children = visible(route.children).filter((c) => c.path !== route.path);
  const icon = <MenuIcon name={route.meta.icon || parentIcon} />;
  if (children.length === 1 && visible(children[0].children).length === 0) {
    const only = children[0];
    return {
      key: only.path,
      icon: <MenuIcon name={only.meta.icon || route.meta.icon} />,
      label: translateRouteTitle(only.meta.title),
    };
  }
  if (children.length === 0) return { key: route.path, icon, label: translateRouteTitle(route.meta.title) };
  return {
    key: `group:${route.path}`,
    icon,
    label: translateRouteTitle(route.meta.title),
    children: children.map((child) => toItemNested(child)),
  };
}

function toItemNested(route: AppRoute): Item {
  const children = visible(route.children);
  if (children.length === 0) return { key: route.path, label: translateRouteTitle(route.meta.title) };
  return {
    key: `group:${route.path}`,
    label: translateRouteTitle(route.meta.title),
    children: children.map(toItemNested),
  };
}

export function buildMenuItems(routes: AppRoute[]): Item[] {
  return visible(routes).map((route) => toItem(route));
}

/** The submenu keys that contain a path, outermost first: what must be open to show it. */
export function openKeysFor(routes: AppRoute[], path: string): string[] {
  const walk = (list: AppRoute[], trail: string[]): string[] | undefined => {
    for (const r of list) {
      if (r.path === path) return trail;
      const found = walk(r.children, [...trail, `group:${r.path}`]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(routes, []) ?? [];
}
