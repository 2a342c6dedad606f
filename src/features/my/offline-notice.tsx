import { useSyncExternalStore } from 'react';
import { useMyText } from './texts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a connection. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** Said at the top of a member's screen while the phone has no connection, so that nothing looks merely empty. */
export function OfflineNotice() {
  const { t } = useMyText();
  if (useOnline()) return null;
  return (
    <p className="my-offline" role="status">
      {t('offline')}
    </p>
  );
}
