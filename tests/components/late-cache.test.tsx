import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { answer as answerOf, declareCall, SIGNED_IN } from '@/contract/calls';
import { createAppStore } from '@/store';

// The server stand-in: each declared read answers what its url names, counting how often it was asked.
let asked = 0;
vi.mock('@/api/call', async (original) => ({
  ...(await original<typeof import('@/api/call')>()),
  sendOnly: vi.fn(async (decl: { url: string }) => ({
    error_code: 200,
    error_msg: '',
    data: decl.url === '/api/late/answer' ? 42 : ++asked,
  })),
}));
const lateAnswer = declareCall({ url: '/api/late/answer', answer: answerOf<number>(), access: SIGNED_IN });
const lateCount = declareCall({ url: '/api/late/count', answer: answerOf<number>(), access: SIGNED_IN });

describe('the fetching cache joins a store made before it loaded', () => {
  it('gives that store its cache state before the first read selects it, and fetches through it', async () => {
    const errors = vi.spyOn(console, 'error');
    // As in the app: the store exists from the start, the cache loads with the first screen that fetches.
    const store = createAppStore();
    expect(store.getState()).not.toHaveProperty('callApi');
    const { useCallQuery } = await import('@/store/use-call');
    expect(store.getState()).toHaveProperty('callApi.queries', {});

    function Answer() {
      const { data } = useCallQuery(lateAnswer, undefined);
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
    const { useCallQuery } = await import('@/store/use-call');
    function Count() {
      const { data } = useCallQuery(lateCount, undefined);
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
