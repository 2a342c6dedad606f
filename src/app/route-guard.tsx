import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@/contract';
import { ApiError } from '@/api/client-factory';
import { toastError } from '@/api/notify';
import { goToPortal } from '@/api/request';
import { runtimeConfig } from '@/api/runtime-config';
import { translateRouteTitle } from '@/components/route-title';
import { useLatest } from '@/components/use-latest';
import { useTranslation } from '@/components/use-translation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { isTransient, loadSession, resetToken } from '@/store/session-thunks';
import { findRoute } from '@/store/static-routes';
import { decideNavigation, loadFailureTarget, pageTitle, portalAddress } from './guard-decision';

// The bar is decoration (the screen that loads says it is busy): hidden from assistive technology, and
// without nprogress's own role="bar", which is no role at all.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** The route guard (vue-element-admin's src/permission.js): decides every navigation before a screen renders. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const hasToken = Boolean(token);
  const hasRoles = useAppSelector((s) => s.session.roles.length > 0);
  const routes = useAppSelector((s) => s.permission.routes);
  const language = useAppSelector((s) => s.app.language);
  const loading = useRef(false);
  /** Where a failed load sent the user; the portal must carry it even if the token goes first. */
  const failedTarget = useRef<string | undefined>(undefined);
  /**
   * A load that got no answer even after session-thunks' retries: it says nothing about the token, so
   * the token stays and the user is offered to load again. Bound to the token, so a new one loads at once.
   */
  const [unanswered, setUnanswered] = useState<{ token: string; message: string }>();
  const waiting = unanswered !== undefined && unanswered.token === token;
  const fullPath = `${location.pathname}${location.search}`;
  const decision = decideNavigation({ path: location.pathname, fullPath, hasToken, hasRoles });

  // Keyed on the address, not location.key: a history entry pushed from outside the router has no key.
  useEffect(() => {
    NProgress.start();
  }, [location.pathname, location.search]);

  // The guard acts when the address, the decision or the menu changes; the rest (navigate changes with
  // every location, the token with every sign-in) is read as it is then.
  const current = useLatest({ decision, navigate, token });
  useEffect(() => {
    const { decision, navigate, token } = current.current;
    if (decision.kind === 'portal') {
      const wanted = failedTarget.current ?? decision.wanted;
      failedTarget.current = undefined;
      const portal = runtimeConfig().portalUrl;
      if (portal.startsWith('/')) navigate(portalAddress(portal, wanted), { replace: true });
      else goToPortal(wanted);
    }
    if (decision.kind === 'load' && !loading.current && !waiting) {
      loading.current = true;
      const loadingToken = token;
      dispatch(loadSession())
        .catch((error: unknown) => {
          if (isTransient(error)) {
            NProgress.done();
            setUnanswered({ token: loadingToken, message: (error as Error).message || MESSAGES.guardFallback });
            return;
          }
          const alreadyShown = error instanceof ApiError && error.toasted;
          if (!alreadyShown) toastError((error as Error)?.message || MESSAGES.guardFallback);
          failedTarget.current = loadFailureTarget(location.pathname);
          navigate(failedTarget.current, { replace: true });
          dispatch(resetToken());
        })
        .finally(() => {
          loading.current = false;
        });
    }
    if (decision.kind === 'allow') {
      const title = translateRouteTitle(findRoute(routes, location.pathname)?.meta.title);
      document.title = pageTitle(title, runtimeConfig().productTitle);
      window.scrollTo(0, 0);
      NProgress.done();
    }
  }, [decision.kind, location.pathname, location.search, routes, language, waiting, current, dispatch]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load' && waiting)
    return <SessionUnanswered message={unanswered.message} onRetry={() => setUnanswered(undefined)} />;
  if (decision.kind !== 'allow') return null;
  return <>{children}</>;
}

/** Where the session would show when the server gave no answer: still signed in, with a way to load again. */
function SessionUnanswered({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="screen-error" role="alert">
      {/* The installed app opens its kept shell without a connection: say so plainly, not as a server fault. */}
      {!navigator.onLine && <h1>{t('session.offline')}</h1>}
      <p>{t('session.unanswered')}</p>
      <code>{message}</code>
      <button type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
