// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('@/api/request', () => ({ post: vi.fn(), request: { get: vi.fn() } }));
const { toastError, toastSuccess } = await import('@/api/notify');
const { post, request } = await import('@/api/request');
const { loadForm, submitForm } = await import('@/api/form');
const { downloadFile } = await import('@/api/download');

const valid = { validateFields: () => Promise.resolve({}) };
const invalid = { validateFields: () => Promise.reject(new Error('invalid')) };

beforeEach(() => vi.resetAllMocks());

describe('generic form load and submit', () => {
  it('posts id plus extra fields and makes data the model, with an accessory list', async () => {
    vi.mocked(post).mockResolvedValue({ error_code: 200, error_msg: '', data: { id: 7, name: '一支部' } });
    const model = await loadForm('/api/org/get', 7, { type: 'in' });
    expect(post).toHaveBeenCalledWith('/api/org/get', { id: 7, type: 'in' }, { silent: true });
    expect(model).toEqual({ id: 7, name: '一支部', accessoryList: [] });
  });

  it("says '获取表单信息失败' when loading fails", async () => {
    vi.mocked(post).mockRejectedValue(new Error('x'));
    expect(await loadForm('/api/org/get', 7)).toBeNull();
    expect(toastError).toHaveBeenCalledWith('获取表单信息失败');
  });

  it('stops silently when the form is invalid', async () => {
    expect(await submitForm(invalid, '/api/org/save', {})).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("says '提交成功' or '提交失败'", async () => {
    vi.mocked(post).mockResolvedValueOnce({ error_code: 200, error_msg: '', data: null });
    expect(await submitForm(valid, '/api/org/save', { name: 'a' })).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/org/save', { name: 'a' }, { silent: true });
    expect(toastSuccess).toHaveBeenCalledWith('提交成功');
    vi.mocked(post).mockRejectedValueOnce(new Error('409'));
    expect(await submitForm(valid, '/api/org/save', { name: 'a' })).toBe(false);
    expect(toastError).toHaveBeenCalledWith('提交失败');
  });
});

describe('file download', () => {
  it('GETs with fileName and accessPath as a blob and saves it under the file name', async () => {
    const blob = new Blob(['x']);
    vi.mocked(request.get).mockResolvedValue({ data: blob });
    URL.createObjectURL = vi.fn(() => 'blob:1');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    await downloadFile('/download/file', '党员名册.xlsx', '/files/a');
    expect(request.get).toHaveBeenCalledWith('/download/file', {
      params: { fileName: '党员名册.xlsx', accessPath: '/files/a' },
      responseType: 'blob',
    });
    expect(clicked).toEqual(['党员名册.xlsx']);
  });
});
