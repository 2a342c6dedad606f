import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Accessory } from '@/api/resource';

// The machine shares its cores; antd forms validate asynchronously.
configure({ asyncUtilTimeout: 8000 });

const accessories = vi.hoisted(() => ({ upload: vi.fn(), download: vi.fn(), remove: vi.fn() }));
vi.mock('@/api/resource', async (original) => ({
  ...(await original<typeof import('@/api/resource')>()),
  accessoryApi: accessories,
}));
vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const notify = await import('@/api/notify');
const { AccessoryList, accessoryProblem } = await import('@/components/resource/accessory-list');
const { renderWithApp } = await import('./render-app');

const FILES: Accessory[] = [
  { id: 3, fileName: '支部会议记录.pdf', size: 2048, mime: 'application/pdf', createdAt: '2026-03-01T08:00:00Z' },
];

function renderList(canWrite: boolean, onChange = vi.fn()) {
  renderWithApp(<AccessoryList entity="member" recordId={7} items={FILES} canWrite={canWrite} onChange={onChange} />);
  return onChange;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  Object.values(accessories).forEach((fn) => fn.mockReset());
  vi.mocked(notify.toastError).mockReset();
});

describe('accessory list', { timeout: 60_000 }, () => {
  it('lists the files and downloads one through the download call', async () => {
    accessories.download.mockResolvedValue(undefined);
    renderList(false);
    expect(screen.getByText('支部会议记录.pdf')).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Download/ }));
    expect(accessories.download).toHaveBeenCalledWith(FILES[0]);
    expect(fileInput()).toBeNull();
  });

  it('uploads a file to the record and adds it to the list', async () => {
    const added: Accessory = {
      id: 4,
      fileName: 'photo.png',
      size: 10,
      mime: 'image/png',
      createdAt: '2026-03-02T08:00:00Z',
    };
    accessories.upload.mockResolvedValue(added);
    const onChange = renderList(true);
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [file] } });
    await waitFor(() => expect(accessories.upload).toHaveBeenCalledWith('member', 7, file));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([...FILES, added]));
  });

  it('refuses a type or size the server would refuse, before uploading', async () => {
    renderList(true);
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'tool.exe')] } });
    await waitFor(() => expect(notify.toastError).toHaveBeenCalledWith('This file type is not accepted'));
    expect(accessories.upload).not.toHaveBeenCalled();
    expect(accessoryProblem({ name: 'big.pdf', size: 20 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(accessoryProblem({ name: 'ok.DOCX', size: 100 })).toBeNull();
  });
});
