import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchPublicKey } from '@/api/rsa';
import { runtimeConfig } from '@/api/runtime-config';
import { useTranslation } from '@/components/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { login, signInStepDone } from '@/store/session-thunks';
import type { SignInAnswer } from '@/api/auth';
import { continueTarget } from '@/utils/continue-target';
import { LoginField } from './login-fields';
import { pendingStep, RecoveryCodes, SignInStep, type PendingStep } from './sign-in-step';
import { useCaptcha } from './use-captcha';
import './login-page.css';

type Field = 'account' | 'password' | 'verCode';
const EMPTY = { account: '', password: '', verCode: '' };

/** Sign-in: account (trimmed), password (RSA with the server's key), captcha that refreshes on click. */
export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const captcha = useCaptcha();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  // What the sign-in still owes after the password (a second factor, a new password), and the recovery
  // codes an enrolment answered with, shown once before the app opens.
  const [step, setStep] = useState<PendingStep | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);

  // The account field takes the focus as the page opens: the key is fetched then (once per page), so that
  // signing in does not wait for it.
  const prefetchKey = () => void fetchPublicKey().catch(() => undefined);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.account.trim()) found.account = t('login.accountRequired');
    if (!values.password) found.password = t('login.passwordRequired');
    if (!values.verCode.trim()) found.verCode = t('login.captchaRequired');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    setFailure('');
    try {
      const answer = await dispatch(
        login({ account: values.account.trim(), password: values.password, verCode: values.verCode }),
      );
      if (answer.token) goOn();
      else {
        setStep(await pendingStep(answer));
        setBusy(false);
      }
    } catch (e) {
      setFailure((e as Error).message);
      setValues((v) => ({ ...v, verCode: '' }));
      captcha.refresh();
      setBusy(false);
    }
  };
  const goOn = () => navigate(continueTarget(search, hash), { replace: true });

  const onStepAnswer = async (answer: SignInAnswer) => {
    dispatch(signInStepDone(answer));
    const next = answer.token ? null : await pendingStep(answer);
    setStep(next);
    // The recovery codes come once, with the code that completes an enrolment: shown at once, whatever follows.
    if (answer.recoveryCodes?.length) setRecovery(answer.recoveryCodes);
    // After the guard has seen the token (it sends a signed-in user from /login to /): the wanted path wins.
    else if (!next) setTimeout(goOn, 0);
  };

  const recoveryKept = () => {
    setRecovery(null);
    if (!step) goOn();
  };

  const restart = () => {
    setStep(null);
    setValues((v) => ({ ...v, password: '', verCode: '' }));
    captcha.refresh();
  };

  const watchCaps = (e: KeyboardEvent) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);

  if (recovery || step) {
    return (
      <main className="login-container">
        <div className="login-form">
          <div className="login-title">
            <img src="/logo.svg" alt="" />
            <h1>{runtimeConfig().productTitle}</h1>
          </div>
          {recovery ? (
            <RecoveryCodes codes={recovery} onContinue={recoveryKept} />
          ) : (
            <SignInStep
              key={`${step!.challenge}-${step!.next}`}
              step={step!}
              onAnswer={onStepAnswer}
              onRestart={restart}
            />
          )}
        </div>
      </main>
    );
  }

  return (
    <main className="login-container">
      <form className="login-form" onSubmit={onSubmit} onFocus={prefetchKey} noValidate aria-label={t('login.title')}>
        <div className="login-title">
          <img src="/logo.svg" alt="" />
          <h1>{runtimeConfig().productTitle}</h1>
        </div>
        <h2 className="login-subtitle">{t('login.title')}</h2>
        {failure && (
          <div className="login-failure" role="alert">
            {failure}
          </div>
        )}
        <LoginField
          id="account"
          label={t('login.account')}
          error={errors.account}
          value={values.account}
          onChange={set('account')}
          autoComplete="username"
          autoFocus
        />
        <LoginField
          id="password"
          type="password"
          label={t('login.password')}
          error={errors.password}
          hint={capsLock ? t('login.capsLock') : undefined}
          value={values.password}
          onChange={set('password')}
          onKeyUp={watchCaps}
          autoComplete="current-password"
        />
        <LoginField
          id="verCode"
          label={t('login.captcha')}
          error={errors.verCode}
          value={values.verCode}
          onChange={set('verCode')}
          autoComplete="off"
        >
          <button type="button" className="captcha-image" onClick={captcha.refresh} title={t('login.captchaAlt')}>
            {captcha.image ? (
              <img src={captcha.image} alt={t('login.captchaAlt')} />
            ) : (
              <span>{captcha.failed ? t('login.captchaFailed') : '…'}</span>
            )}
          </button>
        </LoginField>
        <button type="submit" className="login-submit" disabled={busy} aria-busy={busy}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
