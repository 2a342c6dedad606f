import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setToken as saveToken } from '@/api/token';
import { useTranslation } from '@/components/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { setToken } from '@/store/session-slice';
import { resetToken } from '@/store/session-thunks';
import { continueTarget } from '@/utils/continue-target';

/** Single sign-on: /auth-redirect#token=TOKEN&redirect=/path keeps the token, wipes it from the address bar, goes on. */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Read once, before the effect wipes the hash (a development double run must see the same link).
  const [link] = useState(() => new URLSearchParams(window.location.hash.replace(/^#/, '')));
  const token = link.get('token');

  useEffect(() => {
    // The token must not stay in the address bar, the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) return;
    dispatch(resetToken());
    saveToken(token);
    dispatch(setToken(token));
    navigate(continueTarget(`?redirect=${encodeURIComponent(link.get('redirect') ?? '/')}`, ''), { replace: true });
  }, [dispatch, navigate, link, token]);

  return <p style={{ padding: 24 }}>{token ? t('authRedirect.working') : t('authRedirect.missing')}</p>;
}
