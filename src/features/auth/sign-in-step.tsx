import { useState, type FormEvent } from 'react';
import * as authApi from '@/api/auth';
import { useTranslation } from '@/components/use-translation';
import { LoginField } from './login-fields';

/** A step the sign-in still owes, with the secret on offer when it is an enrolment. */
export interface PendingStep {
  challenge: string;
  next: NonNullable<authApi.SignInAnswer['next']>;
  setup?: authApi.FactorSetup;
}

/** Asks for what a step needs: the enrolment's secret is fetched with the answer that asks for it, not after. */
export async function pendingStep(answer: authApi.SignInAnswer): Promise<PendingStep> {
  const step = { challenge: answer.challenge!, next: answer.next! };
  if (step.next !== 'enrol') return step;
  const { data } = await authApi.signInFactorSetup(step.challenge);
  return { ...step, setup: data };
}

interface Props {
  step: PendingStep;
  /** The answer of the step: a token, or the next step. */
  onAnswer(answer: authApi.SignInAnswer): Promise<void>;
  onRestart(): void;
}

/** The second part of the sign-in page: a code of the second factor, an enrolment, or a new password. */
export function SignInStep({ step, onAnswer, onRestart }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [pwd, setPwd] = useState({ newPwd: '', confirmPwd: '' });
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (request: () => Promise<{ data: authApi.SignInAnswer }>) => {
    setBusy(true);
    setError(null);
    try {
      await onAnswer((await request()).data);
    } catch (e) {
      setError({ text: (e as Error).message });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setError({ field: 'code', text: t('signInStep.codeRequired') });
    void send(() => authApi.signInFactorVerify(step.challenge, code));
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The policy is the server's to word (in the page's language): the sign-in page loads no message table.
    if (!pwd.newPwd) return setError({ field: 'newPwd', text: t('login.passwordRequired') });
    if (pwd.newPwd !== pwd.confirmPwd) return setError({ field: 'confirmPwd', text: t('signInStep.mismatch') });
    void send(() => authApi.signInNewPassword(step.challenge, pwd.newPwd));
  };

  const failure = error && !error.field && (
    <div className="login-failure" role="alert">
      {error.text}
    </div>
  );
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  const restart = (
    <button type="button" className="login-link" onClick={onRestart}>
      {t('signInStep.restart')}
    </button>
  );

  if (step.next === 'password') {
    return (
      <form className="login-step" onSubmit={onPassword} noValidate aria-label={t('signInStep.passwordTitle')}>
        <h2 className="login-subtitle">{t('signInStep.passwordTitle')}</h2>
        <p className="login-step-intro">{t('signInStep.passwordIntro')}</p>
        {failure}
        <LoginField
          id="newPwd"
          type="password"
          label={t('signInStep.newPassword')}
          error={fieldError('newPwd')}
          value={pwd.newPwd}
          onChange={(e) => setPwd((v) => ({ ...v, newPwd: e.target.value }))}
          autoComplete="new-password"
          autoFocus
        />
        <LoginField
          id="confirmPwd"
          type="password"
          label={t('signInStep.confirmPassword')}
          error={fieldError('confirmPwd')}
          value={pwd.confirmPwd}
          onChange={(e) => setPwd((v) => ({ ...v, confirmPwd: e.target.value }))}
          autoComplete="new-password"
        />
        <button type="submit" className="login-submit" disabled={busy} aria-busy={busy}>
          {t('signInStep.save')}
        </button>
        {restart}
      </form>
    );
  }

  const enrolling = step.next === 'enrol';
  const title = t(enrolling ? 'signInStep.enrolTitle' : 'signInStep.codeTitle');
  return (
    <form className="login-step" onSubmit={onCode} noValidate aria-label={title}>
      <h2 className="login-subtitle">{title}</h2>
      <p className="login-step-intro">{t(enrolling ? 'signInStep.enrolIntro' : 'signInStep.codeIntro')}</p>
      {enrolling && step.setup && (
        <div className="login-enrol">
          <img src={step.setup.qr} alt={t('signInStep.qrAlt')} width={180} height={180} />
          <div>
            {t('signInStep.secret')}: <code aria-label={t('signInStep.secret')}>{step.setup.secret}</code>
          </div>
        </div>
      )}
      {failure}
      <LoginField
        id="factorCode"
        label={t('signInStep.code')}
        error={fieldError('code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode={enrolling ? 'numeric' : 'text'}
        maxLength={20}
        autoFocus
      />
      <button type="submit" className="login-submit" disabled={busy} aria-busy={busy}>
        {t('signInStep.verify')}
      </button>
      {restart}
    </form>
  );
}

/** The recovery codes an enrolment answered with: shown once, before the app opens. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue(): void }) {
  const { t } = useTranslation();
  return (
    <section className="login-step" aria-label={t('signInStep.recoveryTitle')}>
      <h2 className="login-subtitle">{t('signInStep.recoveryTitle')}</h2>
      <p className="login-step-intro">{t('signInStep.recoveryIntro')}</p>
      <ul className="login-recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="login-submit" onClick={onContinue}>
        {t('signInStep.continue')}
      </button>
    </section>
  );
}
