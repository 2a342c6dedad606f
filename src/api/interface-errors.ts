/** An interface error with the page it happened on: what the error log shows. */
export interface InterfaceError {
  message: string;
  url: string;
  api?: string;
  time: string;
}

type Listener = (error: InterfaceError) => void;
let listener: Listener | undefined;

/** The app subscribes the error log here (in production only), so the request layer stays store-free. */
export function setInterfaceErrorListener(next: Listener | undefined): void {
  listener = next;
}

export function reportInterfaceError(message: string, api?: string): void {
  listener?.({
    message,
    api,
    url: typeof window === 'undefined' ? '' : window.location.href,
    time: new Date().toISOString(),
  });
}
