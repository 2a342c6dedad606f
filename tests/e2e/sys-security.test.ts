import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '@/contract/cipher';
import { dataRows, opened, treeSettled } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signIn, signedIn, visit } from './support/session';

const suite = serverAndBrowser();
/** The server's default envelope key and vector (README). */
const KEYS = { key: 'dj_backoffice_k1', iv: 'dj_backoffice_iv' };

/** A call with the page's own token, as the SPA makes it: for setting up what the flow under test starts from. */
async function call(page: Page, url: string, payload: unknown) {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
  const res = await fetch(`${suite.server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json;charset=UTF-8', authorization: token },
    body: encryptText(JSON.stringify(payload), KEYS),
  });
  return JSON.parse(decryptText(await res.text(), KEYS));
}

describe('security screens against the real server', () => {
  it("edits a role's menu entries in the catalogue tree, and the holder's menu follows at once", async () => {
    const { page, context, errors } = await signedIn(suite, 'secadmin');
    await visit(page, suite.server.baseUrl, '/systemmanagement/role');
    const row = dataRows(page).filter({ hasText: '支部书记' });
    await row.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(/role_info\?id=\d+/);
    const tree = page.getByTestId('role-menu-tree');
    const node = (name: string) => tree.getByRole('treeitem').filter({ hasText: new RegExp(`^${name}$`) });
    const openGroup = async (name: string) => {
      await node(name).getByRole('img', { name: 'Expand' }).click();
      await treeSettled(tree);
    };
    const transfers = node('Membership transfers').getByRole('checkbox');
    await openGroup('Members');
    await expect.poll(() => transfers.isChecked()).toBe(true);
    await transfers.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: '提交成功' }).waitFor();
    await page.reload();
    await openGroup('Members');
    await expect.poll(() => transfers.isChecked()).toBe(false);

    const secretary = await signedIn(suite, 'secretary1');
    const menu = JSON.stringify((await call(secretary.page, '/api/menu/get', {})).data);
    expect(menu).toContain('memberMaintenance');
    expect(menu).not.toContain('"membersTransferred"');
    expect(errors).toEqual([]);
    await Promise.all([context.close(), secretary.context.close()]);
  });

  it('disables an account: its open session ends at its next step, and enabling lets it back in', async () => {
    const victim = await signedIn(suite, 'secretary2');
    const { page, context, errors } = await signedIn(suite, 'secadmin');
    await visit(page, suite.server.baseUrl, '/systemmanagement/bs_account');
    const row = dataRows(page).filter({ hasText: 'secretary2' });
    await row.getByRole('button', { name: 'Disable' }).click();
    await (await opened(page.getByRole('tooltip'))).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => row.textContent()).toContain('Disabled');
    // The victim's next navigation needs the server: the session is gone, the guard sends it to sign in.
    await victim.page.goto(`${suite.server.baseUrl}/memberManagement/memberMaintenance`);
    await victim.page.waitForURL(/\/login|\/index/);
    await row.getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => row.textContent()).toContain('Active');
    await signIn(victim.page, suite.server.baseUrl, 'secretary2');
    await victim.page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await Promise.all([context.close(), victim.context.close()]);
  });

  it("prints a transfer's introduction letter as the A4 paper form with the issuing committee's seal, and the use is registered", async () => {
    const { page, context, errors } = await signedIn(suite, 'company1');
    const orgs = (await call(page, '/api/orgauth/queryForList', {})).datas as { id: number; name: string }[];
    const branch = orgs.find((o) => o.name === '一车队第一党支部')!.id;
    const member = (await call(page, '/api/member/list', { filters: { orgId: branch }, pageSize: 1 })).data.records[0];
    const target =
      orgs.find((o) => o.name === '三车队第一党支部')?.id ?? orgs.find((o) => o.name === '二车队第一党支部')!.id;
    const made = await call(page, '/api/memberTransfer/save', {
      memberId: member.id,
      direction: 'out',
      scope: '1',
      toOrgId: target,
      reason: '工作调动',
      letterNo: 'E2E-0815',
      validDays: 30,
      feesPaidUntil: '2026-10',
    });
    expect(made.error_code, made.error_msg).toBe(200);

    await visit(page, suite.server.baseUrl, `/memberManagement/membersTransferred_info?id=${made.data.id}`);
    await page.getByRole('button', { name: 'Print letter' }).click();
    await (await opened(page.getByRole('tooltip'))).getByRole('button', { name: 'OK' }).click();
    const letter = page.getByTestId('transfer-letter');
    await expect.poll(() => letter.textContent()).toContain('中国共产党党员组织关系介绍信回执');
    const text = (await letter.textContent())!;
    for (const part of [
      '中国共产党党员组织关系介绍信（存根）',
      '请转接组织关系',
      '第一客运分公司党委（盖章）',
      member.name,
      '第 E2E-0815 号',
      '2026年',
      '10月',
    ])
      expect(text).toContain(part);
    const seal = letter.getByTestId('letter-seal');
    await expect.poll(() => seal.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await letter.screenshot({ path: join(tmpdir(), 'transfer-letter-e2e.png') });

    const secadmin = await signedIn(suite, 'secadmin');
    await visit(secadmin.page, suite.server.baseUrl, '/UserPrivilege/SealManage');
    const uses = secadmin.page.getByTestId('seal-uses');
    await uses.getByLabel('Document ref.', { exact: true }).fill('E2E-0815');
    await uses.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => dataRows(uses).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await dataRows(uses).first().textContent()).toContain('第一客运分公司');
    expect(errors).toEqual([]);
    await Promise.all([context.close(), secadmin.context.close()]);
  });

  it("reveals a member's ID number on purpose, and the auditor finds the logs' hash chains intact", async () => {
    const secretary = await signedIn(suite, 'secretary1');
    const member = (await call(secretary.page, '/api/member/list', { pageSize: 1 })).data.records[0];
    expect(member.idNumber).toContain('*');
    await visit(secretary.page, suite.server.baseUrl, `/memberManagement/memberMaintenance_info?id=${member.id}`);
    await secretary.page.getByText(member.idNumber, { exact: true }).waitFor();
    await secretary.page.getByRole('button', { name: 'Show ID number' }).click();
    await secretary.page.getByText(/^\d{17}[\dX]$/).waitFor();
    expect(await secretary.page.getByText(member.idNumber, { exact: true }).count()).toBe(0);

    const auditor = await signedIn(suite, 'auditor');
    await visit(auditor.page, suite.server.baseUrl, '/systemmanagement/operlog');
    await auditor.page.getByRole('button', { name: 'Verify chain' }).click();
    await auditor.page.getByText(/^Operations: intact, [1-9]\d* rows checked$/).waitFor();
    await auditor.page.getByText(/^Sign-ins: intact, [1-9]\d* rows checked$/).waitFor();
    expect([...secretary.errors, ...auditor.errors]).toEqual([]);
    await Promise.all([secretary.context.close(), auditor.context.close()]);
  });
});
