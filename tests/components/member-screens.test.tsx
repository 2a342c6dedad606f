import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailRecord } from '@/api/resource';
import { setDictionaries } from '@/store/dictionary-slice';

// The machine shares its cores; antd renders dialogs asynchronously.
configure({ asyncUtilTimeout: 8000 });

vi.mock('@/api/org-member', () => ({ importMembers: vi.fn(), downloadMemberTemplate: vi.fn() }));
vi.mock('@/api/resource', async (original) => {
  const real = await original<typeof import('@/api/resource')>();
  return { ...real, resourceApi: { ...real.resourceApi, transition: vi.fn() } };
});
vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const orgMember = await import('@/api/org-member');
const { resourceApi } = await import('@/api/resource');
const { memberTransferEntity } = await import('@/contract/resource');
const { WorkflowActions } = await import('@/components/resource');
const notify = await import('@/api/notify');
const { ImportDialog: GenericImportDialog } = await import('@/components/import-dialog');
const { IMPORT_TEXTS } = await import('@/features/member/texts');
const { wordingsIn } = await import('@/components/use-texts');
const { memberEntity } = await import('@/contract/resource');
/** The member list's import: the generic dialog with the member calls and words. */
const ImportDialog = (props: { open: boolean; onClose: () => void; onImported: () => void }) => (
  <GenericImportDialog
    {...props}
    texts={wordingsIn(IMPORT_TEXTS, 'en')}
    fields={memberEntity.fields}
    upload={orgMember.importMembers}
    downloadTemplate={orgMember.downloadMemberTemplate}
  />
);
const { transferMoveExtra, transferMoveReady } = await import('@/features/member/transfer-actions');
const { renderWithApp, signedInStore } = await import('./render-app');

const xlsx = () =>
  new File(['x'], 'members.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function storeWithStatuses() {
  const store = signedInStore();
  store.dispatch(
    setDictionaries({
      transferStatus: ['申请', '审批中', '已转出', '已接收', '退回', '撤销'].map((label, i) => ({
        value: String(i + 1),
        label,
      })),
    }),
  );
  return store;
}

beforeEach(() => {
  vi.mocked(orgMember.importMembers).mockReset();
  vi.mocked(resourceApi.transition).mockReset();
  vi.mocked(notify.toastSuccess).mockReset();
});

describe('member import dialog', { timeout: 60_000 }, () => {
  it('lists every refused row with the field label and reason, and reports nothing imported', async () => {
    vi.mocked(orgMember.importMembers).mockResolvedValue({
      imported: 0,
      refused: [
        { row: 3, field: 'idNumber', message: '身份证号不是有效的身份证号码' },
        { row: 3, field: 'phone', message: '手机号码不是有效的手机号码' },
        { row: 5, field: '所在支部', message: '找不到组织' },
      ],
    });
    const onImported = vi.fn();
    renderWithApp(<ImportDialog open onClose={vi.fn()} onImported={onImported} />);
    fireEvent.change(document.querySelector('.ant-modal input[type="file"]')!, { target: { files: [xlsx()] } });
    await waitFor(() => expect(screen.getByTestId('import-file').textContent).toBe('members.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const table = await screen.findByTestId('import-refusals');
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => r.querySelector('td'));
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['3', 'ID number', '身份证号不是有效的身份证号码'],
      ['3', 'Mobile', '手机号码不是有效的手机号码'],
      ['5', 'Branch', '找不到组织'],
    ]);
    expect(screen.getByText('2 rows were refused; nothing was imported')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('reports how many members came in and refreshes the list', async () => {
    vi.mocked(orgMember.importMembers).mockResolvedValue({ imported: 12 });
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderWithApp(<ImportDialog open onClose={onClose} onImported={onImported} />);
    fireEvent.change(document.querySelector('.ant-modal input[type="file"]')!, { target: { files: [xlsx()] } });
    await waitFor(() => expect(screen.getByTestId('import-file').textContent).toBe('members.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(notify.toastSuccess).toHaveBeenCalledWith('12 members imported');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('transfer moves on the generic workflow', { timeout: 60_000 }, () => {
  const transfer = (status: string, moves: string[]): DetailRecord => ({
    id: 4,
    version: 2,
    status,
    memberId: 9,
    moves,
  });
  const actions = (record: DetailRecord, onDone = vi.fn()) =>
    renderWithApp(
      <WorkflowActions
        entity={memberTransferEntity}
        record={record}
        onDone={onDone}
        extra={transferMoveExtra}
        ready={transferMoveReady}
      />,
      { store: storeWithStatuses() },
    );

  it('offers only the moves the server allows in the current status', () => {
    actions(transfer('3', ['receive', 'return']));
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
  });

  it('receives with a receipt date and the loaded version', async () => {
    vi.mocked(resourceApi.transition).mockResolvedValue({ id: 4, version: 3 });
    const onDone = vi.fn();
    actions(transfer('3', ['receive', 'return']), onDone);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Receipt date')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(resourceApi.transition).toHaveBeenCalled());
    expect(vi.mocked(resourceApi.transition).mock.calls[0]).toMatchObject([
      'memberTransfer',
      { id: 4, version: 2, action: 'receive', receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('asks for an opinion before a return', async () => {
    actions(transfer('3', ['receive', 'return']));
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '介绍信信息有误' } });
    await waitFor(() => expect((ok as HTMLButtonElement).disabled).toBe(false));
  });

  it('offers nothing once a transfer is received or withdrawn', () => {
    const { container } = actions(transfer('4', []));
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});
