import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), save: vi.fn(), remove: vi.fn(), export: vi.fn() }));
vi.mock('@/api/resource', async (original) => ({
  ...(await original<typeof import('@/api/resource')>()),
  resourceApi: api,
}));
// The screens' cached calls of the entity reach the same mocked verbs.
vi.mock('@/api/call', async (original) =>
  (await import('./resource-calls')).callsThrough(await original<typeof import('@/api/call')>(), api),
);

const { default: RelationPage } = await import('@/features/tasks/relation-page');
const { renderWithApp, signedInStore } = await import('./render-app');

const at = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path="/Partysearch/:relation" element={<RelationPage />} />
    </Routes>,
    { path, store: signedInStore() },
  );

describe('the page that links records to a task report', () => {
  it('says so when no report is named, rather than wait for ever', async () => {
    at('/Partysearch/relationReport');
    expect(await screen.findByText('The record does not exist or is out of your scope')).toBeTruthy();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('says so when the report cannot be read', async () => {
    api.get.mockRejectedValueOnce(new Error('记录不存在'));
    at('/Partysearch/relationReport?id=9');
    expect(await screen.findByText('The record does not exist or is out of your scope')).toBeTruthy();
  });
});
