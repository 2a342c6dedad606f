import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/store';

describe('the fetching cache joins a store made before it loaded', () => {
  it('gives that store its cache state before the first read selects it, and fetches through it', async () => {
    const errors = vi.spyOn(console, 'error');
    // As in the app: the store exists from the start, the cache loads with the first screen that fetches.
    const store = createAppStore();
    expect(store.getState()).not.toHaveProperty('callApi');
    const { apiRead, useApiRead } = await import('@/store/api-read');
    expect(store.getState()).toHaveProperty('callApi.queries', {});

    const answer = apiRead('late/answer', async () => 42);
    function Answer() {
      const { data } = useApiRead(answer, []);
      return <output>{data ?? 'loading'}</output>;
    }
    render(
      <Provider store={store}>
        <Answer />
      </Provider>,
    );
    expect(await screen.findByText('42')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('runs the cache in every store made afterwards too, each with its own entries', async () => {
    const { apiRead, useApiRead } = await import('@/store/api-read');
    let asked = 0;
    const count = apiRead('late/count', async () => ++asked);
    function Count() {
      const { data } = useApiRead(count, []);
      return <output>{data === undefined ? 'loading' : `count ${data}`}</output>;
    }
    const first = createAppStore();
    const second = createAppStore();
    const { unmount } = render(
      <Provider store={first}>
        <Count />
      </Provider>,
    );
    expect(await screen.findByText('count 1')).toBeTruthy();
    unmount();
    render(
      <Provider store={second}>
        <Count />
      </Provider>,
    );
    expect(await screen.findByText('count 2')).toBeTruthy();
  });
});
