import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportInterfaceError } from '@/api/interface-errors';
import { translate } from '@/locales';

interface State {
  error?: Error;
}

/**
 * Keeps a failing screen from blanking the whole app: the frame stays, the error goes to the error
 * log, and a reload fetches screen code that a new release may have replaced.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportInterfaceError(
      `${error.message}${info.componentStack ? ` @ ${info.componentStack.split('\n')[1]?.trim() ?? ''}` : ''}`,
    );
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="screen-error" role="alert">
        <p>{translate('common.screenFailed')}</p>
        <code>{this.state.error.message}</code>
        <button type="button" onClick={() => window.location.reload()}>
          {translate('common.reload')}
        </button>
      </div>
    );
  }
}
