import { Link, useSearchParams } from 'react-router-dom';
import { checkIn } from '@/contract/calls/my';
import { useCallMutation } from '@/store/use-call';
import { OfflineNotice } from './offline-notice';
import { useMyText } from './texts';
import './my.css';
import { groupZone } from '@/utils/group-zone';

/**
 * Where a meeting's QR code leads (after signing in, when needed): the member confirms with one tap and is
 * marked present once; a refusal (outside the time, not expected, already checked in, a bad or old code)
 * is said in the server's words.
 */
export default function CheckInPage() {
  const { t, language } = useMyText();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [mark, { data, error, isLoading }] = useCallMutation(checkIn);
  const refusal = error ? ((error as { message?: string }).message ?? t('loadFailed')) : null;
  const at = data
    ? new Date(data.at).toLocaleTimeString(language === 'zh' ? 'zh-CN' : language, { timeZone: groupZone() })
    : '';
  return (
    <div className="my-screen">
      <OfflineNotice />
      <div className="my-card">
        <h1>{t('checkInTitle')}</h1>
        {!code && <p role="alert">{t('noCode')}</p>}
        {code && !data && (
          <p>
            <button type="button" className="my-button" disabled={isLoading} onClick={() => mark({ code })}>
              {isLoading ? t('checkingIn') : t('checkInNow')}
            </button>
          </p>
        )}
        {data && (
          <div role="status" data-testid="check-in-done">
            <p>
              <span className="my-state good">{t('checkedIn', { t: data.topic })}</span>
            </p>
            <p>{t('checkedInAt', { at })}</p>
          </div>
        )}
        {refusal && (
          <p role="alert" data-testid="check-in-refused">
            {refusal}
          </p>
        )}
        <p>
          <Link className="my-link" to="/">
            {t('toHome')}
          </Link>
        </p>
      </div>
    </div>
  );
}
