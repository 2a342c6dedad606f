import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVILEGES } from '@/contract';
import { memberEntity } from '@/contract/resource';
import { entityRoutes } from '@/contract/entity-routes';

// The machine shares its cores; antd forms validate asynchronously.
configure({ asyncUtilTimeout: 8000 });

const api = vi.hoisted(() => ({
  list: vi.fn(),
  get: vi.fn(),
  save: vi.fn(),
  remove: vi.fn(),
  export: vi.fn(),
  reveal: vi.fn(),
}));
vi.mock('@/api/resource', async (original) => ({
  ...(await original<typeof import('@/api/resource')>()),
  resourceApi: api,
}));
// The screen's cached calls reach the same mocked verbs; the reveal call answers from its own stand-in.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).callsThrough(await original<typeof import('@/api/call')>(), api, {
    '/api/orgauth/queryForList': async () => (await import('./resource-support')).UNITS,
    '/api/member/reveal': (payload: { id: number; field: string }) => api.reveal(payload),
  }),
);
vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { default: MemberDetailPage } = await import('@/features/member/member-detail-page');
const { renderWithApp } = await import('./render-app');
const { storeWith, member } = await import('./resource-support');

const DETAIL = entityRoutes(memberEntity).detail;
const CLEAR: Record<string, string> = { idNumber: '11010519491231002X', phone: '13800138000' };

function renderDetail(search: string, privileges: string[]) {
  return renderWithApp(
    <Routes>
      <Route path={DETAIL} element={<MemberDetailPage />} />
    </Routes>,
    { path: `${DETAIL}${search}`, store: storeWith(privileges) },
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const showButton = (label: string) => screen.queryByRole('button', { name: `Show ${label}` });

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  api.get.mockResolvedValue({
    ...member(7, { version: 3, idNumber: '110105********002X', phone: '138****8000' }),
    accessories: [],
  });
  api.list.mockResolvedValue({ records: [], total: 0 });
  api.reveal.mockImplementation(async ({ field }: { field: string }) => ({ field, value: CLEAR[field] }));
  api.save.mockResolvedValue(member(7, { version: 4 }));
});

describe('sensitive values on the detail screen', { timeout: 120_000 }, () => {
  it('shows the ID number masked with Show; Show asks the server for it once, shows it whole and unlocks it for editing', async () => {
    renderDetail('?id=7', [PRIVILEGES.memberWrite, PRIVILEGES.memberSensitive]);
    expect(await screen.findByText('110105********002X')).toBeTruthy();
    expect(showButton('Mobile')).toBeTruthy();
    fireEvent.click(showButton('ID number')!);
    expect(await screen.findByText('11010519491231002X')).toBeTruthy();
    expect(screen.queryByText('110105********002X')).toBeNull();
    expect(showButton('ID number')).toBeNull();
    expect(api.reveal).toHaveBeenCalledTimes(1);
    expect(api.reveal).toHaveBeenCalledWith({ id: 7, field: 'idNumber' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(input('ID number').value).toBe('11010519491231002X'));
    expect(input('ID number').disabled).toBe(false);
    // The phone was not revealed: still masked, locked, offered.
    expect(input('Mobile').disabled).toBe(true);
    expect(showButton('Mobile')).toBeTruthy();
    fireEvent.change(input('Name'), { target: { value: '党员七' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    const body = api.save.mock.calls[0][1] as Record<string, unknown>;
    // The revealed value goes back whole (the server re-encrypts it); the masked phone stays out.
    expect(body.idNumber).toBe('11010519491231002X');
    expect(body.name).toBe('党员七');
    expect(Object.keys(body)).not.toContain('phone');
  });

  it('reveals a value from the edit form: the locked input takes the clear value and unlocks', async () => {
    renderDetail('?id=7&edit=1', [PRIVILEGES.memberWrite, PRIVILEGES.memberSensitive]);
    await waitFor(() => expect(input('Mobile').value).toBe('138****8000'));
    expect(input('Mobile').disabled).toBe(true);
    fireEvent.click(showButton('Mobile')!);
    await waitFor(() => expect(input('Mobile').value).toBe('13800138000'));
    expect(input('Mobile').disabled).toBe(false);
    expect(showButton('Mobile')).toBeNull();
    expect(api.reveal).toHaveBeenCalledWith({ id: 7, field: 'phone' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    const body = api.save.mock.calls[0][1] as Record<string, unknown>;
    expect(body.phone).toBe('13800138000');
    expect(Object.keys(body)).not.toContain('idNumber');
  });

  it('offers no Show without member:sensitive: the values stay masked, locked and out of the save', async () => {
    renderDetail('?id=7', [PRIVILEGES.memberWrite]);
    expect(await screen.findByText('110105********002X')).toBeTruthy();
    expect(showButton('ID number')).toBeNull();
    expect(showButton('Mobile')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(input('ID number').value).toBe('110105********002X'));
    expect(input('ID number').disabled).toBe(true);
    expect(showButton('ID number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    expect(Object.keys(api.save.mock.calls[0][1] as object)).not.toContain('idNumber');
    expect(api.reveal).not.toHaveBeenCalled();
  });
});
