import { BugOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/components/use-translation';
import { useAppSelector } from '@/store/hooks';

const ErrorLogDialog = lazy(() => import('./error-log-dialog'));

/** A bug button in the navbar once interface errors were logged (production); it opens the list. */
export function ErrorLog() {
  const { t } = useTranslation();
  const count = useAppSelector((s) => s.errorLog.logs.length);
  const [open, setOpen] = useState(false);
  if (count === 0) return null;
  return (
    <>
      <button
        type="button"
        className="right-menu-item icon-button error-log-button"
        // The count it shows is part of its name (a name in brackets would not count as saying it).
        aria-label={`${t('errorLog.title')}: ${count}`}
        onClick={() => setOpen(true)}
      >
        <BugOutlined style={{ color: '#d32d2e' }} />
        <span className="error-log-count">{count}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ErrorLogDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
