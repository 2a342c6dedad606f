import { describe, expect, it } from 'vitest';
import { breadcrumbItems } from '@/layout/components/Navbar/breadcrumb-items';
import { buildMenuItems, openKeysFor } from '@/layout/components/Sidebar/menu-items';
import { isMobileWidth } from '@/layout/use-resize-handler';
import { buildRoutes } from '@/store/build-routes';
import { menuFromCatalogue } from './support/menu';

const routes = buildRoutes(menuFromCatalogue());

describe('breadcrumb', () => {
  it('starts with the dashboard unless on it', () => {
    expect(breadcrumbItems(routes, '/dashboard').map((c) => c.title)).toEqual(['dashboard']);
    expect(breadcrumbItems(routes, '/feeManagement/feePay').map((c) => c.title)).toEqual([
      'dashboard',
      '党费管理',
      '党费支出',
    ]);
  });
  it('links every crumb but the last, a group to its default child', () => {
    const crumbs = breadcrumbItems(routes, '/organizational/exchangeorg');
    expect(crumbs.map((c) => c.to)).toEqual(['/dashboard', '/organizational/managepartyorg', undefined]);
  });
  it('hides routes without a title or with breadcrumb: false', () => {
    const custom = buildRoutes([
      {
        path: 'x',
        label: '',
        hidden: false,
        id: 1,
        icon: '',
        children: [
          { path: 'y', label: 'Y', hidden: false, id: 2, icon: '' },
          { path: 'z', label: 'Z', hidden: false, id: 3, icon: '' },
        ],
      },
    ]);
    custom[0].children[1].meta.breadcrumb = false;
    expect(breadcrumbItems(custom, '/x/y').map((c) => c.title)).toEqual(['dashboard', 'Y']);
    expect(breadcrumbItems(custom, '/x/z').map((c) => c.title)).toEqual(['dashboard']);
  });
  it('shows a group and its index child once', () => {
    expect(breadcrumbItems(routes, '/PositionConstruction').map((c) => c.title)).toEqual(['dashboard', '阵地建设']);
    expect(breadcrumbItems(routes, '/ResetPassword/Index').map((c) => c.title)).toEqual(['dashboard', '修改密码']);
  });
});

describe('sidebar menu', () => {
  const items = buildMenuItems(routes) as { key: string; label: string; children?: { key: string }[] }[];
  it('leaves hidden routes out', () => {
    const keys = JSON.stringify(items);
    expect(keys).not.toContain('managepartyorg_info');
    expect(keys).not.toContain('ResetPassword');
  });
  it('shows a group with one visible child as that child', () => {
    expect(items.find((i) => i.key === '/personschedule/PersonalAgendaIndex')).toBeDefined();
    expect(items.find((i) => i.key === '/PositionConstruction')).toBeDefined();
  });
  it('opens the submenu that holds the active entry', () => {
    expect(openKeysFor(routes, '/feeManagement/feePay')).toEqual(['group:/feeManagement']);
  });
});

describe('device', () => {
  it('is mobile under 992px', () => {
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
  });
});
