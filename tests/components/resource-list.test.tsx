import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
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
  exportJob: vi.fn(),
  downloadJob: vi.fn(),
}));
/** The export job the list starts: the server answers it done at the first look. */
const JOB = vi.hoisted(() => ({ id: 'a'.repeat(32), fileName: '党员.xlsx' }));
vi.mock('@/api/resource', async (original) => ({
  ...(await original<typeof import('@/api/resource')>()),
  resourceApi: api,
}));
// The screens' cached calls of the entity reach the same mocked verbs.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).callsThrough(await original<typeof import('@/api/call')>(), api, {
    '/api/orgauth/queryForList': async () => (await import('./resource-support')).UNITS,
    '/api/job/progress': () => ({
      state: 'done',
      done: 2,
      total: 2,
      fileName: JOB.fileName,
      result: null,
      problem: null,
      refusals: null,
    }),
  }),
);

const { ResourceList } = await import('@/components/resource');
const { renderWithApp } = await import('./render-app');
const { storeWith, member } = await import('./resource-support');

const LIST = entityRoutes(memberEntity).list;
const DETAIL = entityRoutes(memberEntity).detail;

function renderList(privileges: string[] = [PRIVILEGES.memberWrite, PRIVILEGES.export], store = storeWith(privileges)) {
  return renderWithApp(
    <Routes>
      <Route path={LIST} element={<ResourceList entity={memberEntity} />} />
      <Route path={DETAIL} element={<Link to={LIST}>back to list</Link>} />
    </Routes>,
    { path: LIST, store },
  );
}

const lastQuery = () => api.list.mock.calls.at(-1)![1];
const click = async (el: Element) => {
  fireEvent.click(el);
  await Promise.resolve();
};
const typeFilter = (label: string, text: string) =>
  fireEvent.change(within(screen.getByRole('search')).getByLabelText(label), { target: { value: text } });
const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === name)!;

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  // Three rows a page keep the table light; the total says there are three pages of 20.
  api.list.mockImplementation(async (_entity: string, q: { pageCurrent: number; pageSize: number }) => ({
    records: [1, 2, 3].map((i) => member((q.pageCurrent - 1) * q.pageSize + i)),
    total: 45,
  }));
});

describe('generic resource list', { timeout: 120_000 }, () => {
  it('asks the server for the first page in the default order and shows dictionary labels and reference names', async () => {
    renderList();
    expect(await screen.findByText('党员1')).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith('member', {
      pageCurrent: 1,
      pageSize: 20,
      filters: {},
      sort: { field: 'id', order: 'desc' },
    });
    const row = screen.getByText('党员1').closest('tr')!;
    expect(within(row).getByText('Full member')).toBeTruthy();
    expect(within(row).getByText('Female')).toBeTruthy();
    expect(within(row).getByText('一车队第一党支部')).toBeTruthy();
    expect(screen.getByText('45 in all')).toBeTruthy();
  });

  it('pages and sorts through the server', async () => {
    renderList();
    await screen.findByText('党员1');
    await click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageCurrent: 2, pageSize: 20 }));
    expect(await screen.findByText('党员21')).toBeTruthy();
    await click(header('Name'));
    await waitFor(() => expect(lastQuery().sort).toEqual({ field: 'name', order: 'asc' }));
    await click(header('Name'));
    await waitFor(() => expect(lastQuery().sort).toEqual({ field: 'name', order: 'desc' }));
  });

  it('keeps its filters and page when the user opens a detail and comes back', async () => {
    renderList();
    await screen.findByText('党员1');
    typeFilter('Name', '党员');
    await click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageCurrent: 1, filters: { name: '党员' } }));
    await click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageCurrent: 3 }));
    // The third page's rows are shown (page size 20: its first record is 41) before the user opens one.
    await screen.findByText('党员41');
    await click((await screen.findAllByRole('button', { name: 'View' }))[0]);
    expect(screen.getByTestId('location').textContent).toBe(`${DETAIL}?id=41`);

    api.list.mockClear();
    await click(screen.getByText('back to list'));
    await waitFor(() => expect(api.list).toHaveBeenCalled());
    expect(lastQuery()).toMatchObject({ pageCurrent: 3, filters: { name: '党员' } });
    expect((within(screen.getByRole('search')).getByLabelText('Name') as HTMLInputElement).value).toBe('党员');
  });

  it('starts over from the first page without filters on reset', async () => {
    renderList();
    await screen.findByText('党员1');
    typeFilter('Name', '王');
    await click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery().filters).toEqual({ name: '王' }));
    await click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageCurrent: 2, filters: { name: '王' } }));
    await click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageCurrent: 1, filters: {} }));
  });

  it('hides and shows columns from the column chooser', async () => {
    renderList();
    await screen.findByText('党员1');
    expect(header('Employee no.')).toBeTruthy();
    await click(screen.getByRole('button', { name: /Columns/ }));
    await click(await screen.findByRole('checkbox', { name: 'Employee no.' }));
    await waitFor(() => expect(header('Employee no.')).toBeUndefined());
    await click(screen.getByRole('checkbox', { name: 'Employee no.' }));
    await waitFor(() => expect(header('Employee no.')).toBeTruthy());
  });

  it('shows new, edit, delete and export only with the privileges of the entity', async () => {
    const { unmount } = renderList([]);
    await screen.findByText('党员1');
    expect(screen.queryByRole('button', { name: /New/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'View' }).length).toBeGreaterThan(0);
    unmount();

    renderList([PRIVILEGES.export]);
    await screen.findByText('党员1');
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New/ })).toBeNull();
  });

  it('exports the current filter and order as a job, and fetches its file once the job is done', async () => {
    api.exportJob.mockResolvedValue({ id: JOB.id });
    api.downloadJob.mockResolvedValue(undefined);
    renderList();
    await screen.findByText('党员1');
    typeFilter('Name', '张');
    await click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery().filters).toEqual({ name: '张' }));
    await click(screen.getByRole('button', { name: /Export/ }));
    expect(api.exportJob).toHaveBeenCalledWith('member', {
      filters: { name: '张' },
      sort: { field: 'id', order: 'desc' },
    });
    await waitFor(() => expect(api.downloadJob).toHaveBeenCalledWith(JOB.id, JOB.fileName));
  });

  it('deletes a row with the version it showed, after confirmation, and reloads', async () => {
    api.remove.mockResolvedValue({ error_code: 200, error_msg: '', data: null });
    renderList();
    await screen.findByText('党员1');
    const row = screen.getByText('党员1').closest('tr')!;
    await click(within(row).getByRole('button', { name: 'Delete' }));
    const calls = api.list.mock.calls.length;
    const confirm = await screen.findByRole('tooltip');
    await click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('member', 1, 1));
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(calls));
  });
});
