import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

configure({ asyncUtilTimeout: 8000 });

const security = vi.hoisted(() => ({
  grantsByOrg: vi.fn(async () => [
    {
      orgId: 4,
      orgName: '一车队第一党支部',
      accountId: 9,
      account: 'leader2',
      displayName: '李卫东',
      status: 'active',
    },
    { orgId: 1, orgName: '集团党委', accountId: 8, account: 'clerk1', displayName: '陈晓燕', status: 'disabled' },
  ]),
}));
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).answering(await original<typeof import('@/api/call')>(), {
    '/api/account/grantsByOrg': security.grantsByOrg,
    '/api/orgauth/queryForList': async () => (await import('./resource-support')).UNITS,
  }),
);

const { RoleMenuTree } = await import('@/features/security/role-menu-tree');
const { default: OrgGrantsPage } = await import('@/features/security/org-grants-page');
const { renderWithApp } = await import('./render-app');
const { storeWith } = await import('./resource-support');

describe('security screens', () => {
  it('gives a role every screen of a group ticked in the catalogue tree, and only screens', async () => {
    const onChange = vi.fn();
    renderWithApp(<RoleMenuTree value={['/Index/Index']} onChange={onChange} />, { store: storeWith([]) });
    fireEvent.click(await screen.findByText('Users and privileges'));
    const tree = screen.getByText('Users and privileges').closest('.ant-tree-treenode')!;
    fireEvent.click(tree.querySelector('.ant-tree-checkbox')!);
    const paths: string[] = onChange.mock.calls.at(-1)![0];
    expect(paths).toContain('/UserPrivilege/SealManage');
    expect(paths).toContain('/UserPrivilege/SealManageInfo');
    expect(paths).toContain('/Index/Index');
    expect(paths.some((p) => p.startsWith('group:'))).toBe(false);
  });

  it('shows which administrators hold which organisations, and narrows to one organisation of the tree', async () => {
    renderWithApp(
      <Routes>
        <Route path="/UserPrivilege/OrgMgt" element={<OrgGrantsPage />} />
      </Routes>,
      { path: '/UserPrivilege/OrgMgt', store: storeWith([]) },
    );
    await waitFor(() => expect(screen.getAllByText('李卫东').length).toBe(1));
    expect(screen.getByText('陈晓燕')).toBeTruthy();
    fireEvent.click(await screen.findByText('一车队第一党支部 (1)'));
    await waitFor(() => expect(screen.queryByText('陈晓燕')).toBeNull());
    expect(screen.getByText('leader2')).toBeTruthy();
  });
});
