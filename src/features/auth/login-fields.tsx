import type { InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its message under it; plain HTML so that the sign-in page loads fast. */
export function LoginField({ id, label, error, hint, children, ...input }: FieldProps) {
  return (
    <div className={`login-field ${error ? 'has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="login-input-row">
        <input
          id={id}
          name={id}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {children}
      </div>
      {error && (
        <div id={`${id}-error`} className="login-field-error" role="alert">
          {error}
        </div>
      )}
      {!error && hint && <div className="login-field-hint">{hint}</div>}
    </div>
  );
}
