import { describe, expect, it, vi } from 'vitest';

// As in the browser build (vite.config.ts): 'zod' is the inert stand-in.
vi.mock('zod', async () => await import('@/app/vendor/zod-unchecked'));

describe('the browser build without zod', () => {
  it('builds every call declaration of the contract with the stand-in', async () => {
    const modules = import.meta.glob('/src/contract/calls/*.ts');
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    for (const [file, load] of Object.entries(modules)) await expect(load(), file).resolves.toBeTruthy();
    const { myOverview } = await import('@/contract/calls/my');
    expect(myOverview.url).toBe('/api/my/overview');
    // Every declaration of the contract, loaded cold: slow on a busy machine.
  }, 60_000);

  it('refuses to check a payload instead of passing it unchecked', async () => {
    const { z } = await import('zod');
    const schema = z
      .object({ id: z.coerce.number().int() })
      .extend({ kind: z.enum(['a']) })
      .optional();
    expect(() => schema.parse({ id: 'x' })).toThrow('payloads are checked by the server');
    expect(() => schema.safeParse({})).toThrow('payloads are checked by the server');
    // Not a promise: awaiting a declaration that holds one does not hang.
    expect((schema as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
