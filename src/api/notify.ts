import { createElement } from 'react';
import { TOAST_DURATION_MS } from '@/contract';

let counter = 0;

// antd loads with the first toast, so the sign-in page does not carry it up front.
const antdMessage = () => import('antd/es/message').then((m) => m.default);

/** An error toast of 5 seconds that the user can close early (antd's message has no close button of its own). */
export function toastError(text: string): void {
  const key = `toast-${++counter}`;
  void antdMessage().then((message) => {
    const close = createElement(
      'button',
      { type: 'button', className: 'toast-close', 'aria-label': 'close', onClick: () => message.destroy(key) },
      '×',
    );
    void message.open({
      key,
      type: 'error',
      content: createElement('span', null, text, close),
      duration: TOAST_DURATION_MS / 1000,
    });
  });
}

export function toastSuccess(text: string): void {
  void antdMessage().then((message) => message.success({ content: text, duration: TOAST_DURATION_MS / 1000 }));
}
