import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client-factory';
import { idAge, PRIVILEGES } from '@/contract';
import { memberEntity } from '@/contract/resource';
import { entityRoutes } from '@/contract/entity-routes';

// The machine shares its cores; antd forms validate asynchronously.
configure({ asyncUtilTimeout: 8000 });

const api = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), save: vi.fn(), remove: vi.fn(), export: vi.fn() }));
vi.mock('@/api/resource', async (original) => ({
  ...(await original<typeof import('@/api/resource')>()),
  resourceApi: api,
}));
// The screens' cached calls of the entity reach the same mocked verbs.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).callsThrough(await original<typeof import('@/api/call')>(), api, {
    '/api/orgauth/queryForList': async () => (await import('./resource-support')).UNITS,
  }),
);
vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const notify = await import('@/api/notify');
const { default: MemberDetailPage } = await import('@/features/member/member-detail-page');
const { renderWithApp } = await import('./render-app');
const { storeWith, member } = await import('./resource-support');

const DETAIL = entityRoutes(memberEntity).detail;
const WRITE = [PRIVILEGES.memberWrite, PRIVILEGES.memberSensitive];

function renderDetail(search: string, privileges = WRITE) {
  return renderWithApp(
    <Routes>
      <Route path={DETAIL} element={<MemberDetailPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path: `${DETAIL}${search}`, store: storeWith(privileges) },
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const derived = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;
const envelope = (code: number, msg: string, data: unknown = null) =>
  new ApiError(msg, code, { error_code: code, error_msg: msg, data });

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  vi.mocked(notify.toastError).mockReset();
  api.get.mockResolvedValue({ ...member(7, { version: 3 }), accessories: [] });
  // The member's rewards and penalties listed below the record.
  api.list.mockResolvedValue({ records: [], total: 0 });
});

describe('generic resource detail', { timeout: 120_000 }, () => {
  it('checks a new record with the contract rules, worded in the language shown, and sends nothing while a field is wrong', async () => {
    renderDetail('');
    type('ID number', '123456');
    type('Mobile', '12345678901');
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(await screen.findByText('ID number is not a valid ID number')).toBeTruthy();
    expect(await screen.findByText('Mobile is not a valid mobile number')).toBeTruthy();
    expect(screen.getByText('Joined on is required')).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('shows birth date, sex and age from the ID number while it is typed', async () => {
    renderDetail('');
    type('ID number', '11010519491231002X');
    await waitFor(() => expect(derived('birthDate')).toBe('1949-12-31'));
    expect(derived('sex')).toBe('Female');
    expect(derived('age')).toBe(String(idAge('11010519491231002X')));
    type('ID number', '1101');
    await waitFor(() => expect(derived('birthDate')).toBe('—'));
  });

  it('saves typed fields with the loaded id and version and never the derived ones', async () => {
    api.save.mockResolvedValue(member(7, { version: 4 }));
    renderDetail('?id=7&edit=1');
    await waitFor(() => expect(input('Name').value).toBe('党员7'));
    type('Name', '  李四 ');
    save();
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    const [entity, body] = api.save.mock.calls[0];
    expect(entity).toBe('member');
    expect(body).toMatchObject({
      id: 7,
      version: 3,
      name: '李四',
      idNumber: '11010519491231002X',
      memberType: '2',
      orgId: 4,
      lostContact: false,
    });
    expect(Object.keys(body)).not.toContain('age');
    expect(Object.keys(body)).not.toContain('sex');
    expect(Object.keys(body)).not.toContain('birthDate');
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows the saved version at once, before the reload answers, so that the next step sends it', async () => {
    api.save.mockResolvedValueOnce(member(7, { version: 4, name: '第一次保存' }));
    renderDetail('?id=7&edit=1');
    await waitFor(() => expect(input('Name').value).toBe('党员7'));
    // The reload after the save never answers: what is shown comes from the save's answer.
    api.get.mockReturnValue(new Promise(() => {}));
    type('Name', '第一次保存');
    save();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy());
    expect(screen.getByRole('heading', { name: '第一次保存' })).toBeTruthy();
    api.save.mockResolvedValueOnce(member(7, { version: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(input('Name').value).toBe('第一次保存'));
    type('Name', '第二次保存');
    save();
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(2));
    expect(api.save.mock.calls[1][1]).toMatchObject({ id: 7, version: 4, name: '第二次保存' });
  });

  it('puts the server field messages on the form fields', async () => {
    api.save.mockRejectedValue(
      envelope(400, '手机号码已被使用', { field: 'phone', fields: { phone: '手机号码已被使用' } }),
    );
    renderDetail('?id=7&edit=1');
    await waitFor(() => expect(input('Name').value).toBe('党员7'));
    save();
    const message = await screen.findByText('手机号码已被使用');
    expect(message.closest('.ant-form-item')?.querySelector('input')?.id).toBe('member_phone');
    expect(notify.toastError).toHaveBeenCalledWith('提交失败');
  });

  it('offers to reload on a stale version and keeps what was typed until the user chooses', async () => {
    api.save.mockRejectedValue(envelope(409, '数据已被他人修改，请刷新后重试'));
    renderDetail('?id=7&edit=1');
    await waitFor(() => expect(input('Name').value).toBe('党员7'));
    type('Name', '我的修改');
    save();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Someone else changed this record/)).toBeTruthy();
    expect(input('Name').value).toBe('我的修改');

    api.get.mockResolvedValue({ ...member(7, { version: 4, name: '他人的修改' }), accessories: [] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(input('Name').value).toBe('他人的修改'));
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('leaves a masked ID number out of the save and locks its input', async () => {
    api.get.mockResolvedValue({
      ...member(7, { idNumber: '110105********002X', phone: '138****8000' }),
      accessories: [],
    });
    api.save.mockResolvedValue(member(7, { version: 2 }));
    renderDetail('?id=7&edit=1');
    await waitFor(() => expect(input('ID number').value).toBe('110105********002X'));
    expect(input('ID number').disabled).toBe(true);
    save();
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    expect(Object.keys(api.save.mock.calls[0][1])).not.toContain('idNumber');
    expect(Object.keys(api.save.mock.calls[0][1])).not.toContain('phone');
  });

  it('shows a record read-only, with dictionary labels and no edit button without the write privilege', async () => {
    renderDetail('?id=7', []);
    expect(await screen.findByText('党员7', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByText('Full member')).toBeTruthy();
    expect(screen.getByText('一车队第一党支部')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });
});
