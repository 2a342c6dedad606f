import { act, renderHook } from '@testing-library/react';
import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { orgTermEntity } from '@/contract/resource';

const api = vi.hoisted(() => ({ save: vi.fn() }));
vi.mock('@/api/resource', async (original) => ({
  ...(await original<typeof import('@/api/resource')>()),
  resourceApi: api,
}));
vi.mock('@/api/notify', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { useSaveRecord } = await import('@/components/resource/use-save-record');

const form = { setFields: vi.fn(), getFieldInstance: vi.fn() } as unknown as FormInstance;
const values = { orgId: 4, termNo: 2, startOn: '2024-01-01' };

describe('saving a new record', () => {
  it('sends one submit token for every try of the same new record, and a new one for the next record', async () => {
    api.save
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce({ id: 9, version: 1 })
      .mockResolvedValueOnce({ id: 10, version: 1 });
    const onSaved = vi.fn();
    const { result } = renderHook(() => useSaveRecord(orgTermEntity, form, onSaved));
    await act(() => result.current.save(values));
    await act(() => result.current.save(values));
    await act(() => result.current.save(values));
    const tokens = api.save.mock.calls.map(([, body]) => body.submitToken);
    expect(tokens[0]).toMatch(/.{8,}/);
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).not.toBe(tokens[0]);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it('sends no submit token when it updates a loaded record', async () => {
    api.save.mockReset().mockResolvedValue({ id: 3, version: 5 });
    const { result } = renderHook(() => useSaveRecord(orgTermEntity, form, vi.fn()));
    await act(() => result.current.save(values, { id: 3, version: 4 }));
    expect(api.save.mock.calls[0][1]).toMatchObject({ id: 3, version: 4 });
    expect(api.save.mock.calls[0][1].submitToken).toBeUndefined();
  });
});
