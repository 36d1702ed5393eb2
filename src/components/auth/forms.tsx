'use client';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { toLatinDigits } from '@/lib/text';
import {
  isResetCodeComplete,
  sanitizeResetCode,
  validateLogin,
  validateMobile,
  validateNewPassword,
  type LoginErrors,
} from '@/lib/validate';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { showAlert } from '../ui/alerts';
import { authApi } from './api';
import { authFlow, checkMobile, clearAuthFlow, loadAuthFlow, setForgotToken } from './flow';
import type { LoggedInSession } from './store';

const t = messages.authFlow;
const a = messages.auth;
const formClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });

interface TextFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The mobile, as every step asks it: typed left to right on the phone keypad (Persian digits accepted). */
function MobileField({ value, error, onChange }: TextFieldProps) {
  return (
    <Field
      label={a.mobile}
      name="mobile"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The SMS code: five digits, offered by the phone's one-time-code autofill; anything else typed is dropped. */
function CodeField({ value, error, onChange }: TextFieldProps) {
  return (
    <Field
      label={a.code}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={5}
      value={value}
      error={error}
      onChange={(e) => onChange(sanitizeResetCode(e.target.value))}
    />
  );
}

/** A password: the current one at login, a new one at reset and registration (so password managers offer to save it). */
function PasswordField({
  label,
  name,
  autoComplete,
  ...text
}: TextFieldProps & { label: string; name: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      dir="ltr"
      value={text.value}
      error={text.error}
      onChange={(e) => text.onChange(e.target.value)}
    />
  );
}

function Form({ onSubmit, children, label }: { onSubmit: () => void | Promise<void>; children: ReactNode; label: string }) {
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate aria-label={label} aria-busy={busy} onSubmit={submit} className={formClass}>
      {children}
    </form>
  );
}

/**
 * The login's refusal, as the form shows it: `verify` when the edge paused password logins from this device
 * (`verification_required`, issue 43 case 8) and the form has a screen for it; otherwise an alert with the message.
 */
export function loginRefusal(res: { code: string; message: string }, canVerify: boolean): 'verify' | 'alert' | 'none' {
  if (res.code === 'verification_required' && canVerify) return 'verify';
  return res.message ? 'alert' : 'none';
}

/** The `verify` step: why the password is not taken from this device now, and the way in by an SMS code. */
export function VerificationRequired({ onSms }: { onSms: () => void }) {
  return (
    <div data-testid="login-verification-required" className={formClass}>
      <p role="alert" className={css({ fontSize: 'sm', lineHeight: 'relaxed' })}>
        {t.deviceVerifyText}
      </p>
      <Button type="button" size="lg" onClick={onSms}>
        {t.deviceVerifySms}
      </Button>
    </div>
  );
}

/** Username + password login. The edge answers with a fresh session (new session id). */
export function LoginForm({
  onSuccess,
  agency = false,
  initialUsername = '',
  onVerificationRequired,
}: {
  onSuccess: (s: LoggedInSession) => void;
  agency?: boolean;
  initialUsername?: string;
  /** The dialog's `verify` step (with the username typed); without it the refusal is an alert. */
  onVerificationRequired?: (username: string) => void;
}) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  return (
    <Form
      label={agency ? a.agencyLogin : a.passengerLogin}
      onSubmit={async () => {
        const found = validateLogin({ username, password });
        setErrors(found);
        if (found.username || found.password) return;
        const res = await authApi.login(toLatinDigits(username.trim()), password);
        if (!res.ok) {
          const shown = loginRefusal(res, Boolean(onVerificationRequired));
          if (shown === 'verify') onVerificationRequired?.(toLatinDigits(username.trim()));
          else if (shown === 'alert') showAlert('error', res.message);
          return;
        }
        showAlert('success', t.loginSuccess(res.data.session.name));
        onSuccess(res.data.session);
      }}
    >
      <Field
        label={agency ? t.agencyUsername : a.username}
        hint={agency ? undefined : t.usernameHint}
        name="username"
        autoComplete="username"
        inputMode={agency ? 'text' : 'tel'}
        dir="ltr"
        value={username}
        error={errors.username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <PasswordField
        label={a.password}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={setPassword}
      />
      <Button type="submit" size="lg">
        {a.login}
      </Button>
    </Form>
  );
}

/** Forgot password: the mobile (required, digits only, 09 + 9 digits); the edge sends the SMS and keeps a token. */
export function ForgotForm({ onSent, initialMobile = '' }: { onSent: (mobile: string) => void; initialMobile?: string }) {
  const [mobile, setMobile] = useState(initialMobile);
  const [error, setError] = useState<string>();
  return (
    <Form
      label={t.forgotTitle}
      onSubmit={async () => {
        const check = validateMobile(mobile);
        if (!check.ok) return setError(check.message);
        setError(undefined);
        const res = await authApi.forgot(check.value);
        if (!res.ok) {
          if (res.message) showAlert('error', res.message);
          return;
        }
        setForgotToken(check.value, res.data.token);
        showAlert('info', t.codeSent);
        onSent(check.value);
      }}
    >
      <MobileField value={mobile} error={error} onChange={setMobile} />
      <Button type="submit" size="lg">
        {t.sendCode}
      </Button>
    </Form>
  );
}

/** The SMS code (5 digits; Persian and Arabic digits become Latin) and, once complete, the new password. */
export function ResetForm({ onSuccess }: { onSuccess: (s: LoggedInSession) => void }) {
  const flow = useSnapshot(authFlow);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  useEffect(loadAuthFlow, []);
  const complete = isResetCodeComplete(code);
  return (
    <Form
      label={t.verifyTitle}
      onSubmit={async () => {
        if (!flow.forgotToken) return void showAlert('warning', t.forgotTokenMissing);
        if (!complete) return setErrors({ code: t.codeInvalid });
        const pw = validateNewPassword(password);
        if (!pw.ok) return setErrors({ password: pw.message });
        setErrors({});
        const res = await authApi.reset(flow.forgotToken, code, password);
        if (!res.ok) {
          if (res.message) showAlert('error', res.message);
          return;
        }
        clearAuthFlow();
        showAlert('success', t.resetSuccess);
        onSuccess(res.data.session);
      }}
    >
      {flow.mobile ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.verifyDescription(flow.mobile)}</p> : null}
      <CodeField value={code} error={errors.code} onChange={setCode} />
      {complete ? (
        <PasswordField
          label={a.newPassword}
          name="newPassword"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
      ) : null}
      <Button type="submit" size="lg">
        {t.submitReset}
      </Button>
    </Form>
  );
}

/**
 * Passenger registration: the mobile check first (406 = already registered → log in instead; a token = the
 * register token), then the SMS code, name and password. Registration is refused without the register token.
 */
export function RegisterForm({
  onSuccess,
  initialMobile = '',
  onAlreadyRegistered,
}: {
  onSuccess: (s: LoggedInSession) => void;
  initialMobile?: string;
  onAlreadyRegistered: (mobile: string) => void;
}) {
  const flow = useSnapshot(authFlow);
  const [mobile, setMobile] = useState(initialMobile);
  const [step, setStep] = useState<'mobile' | 'details'>('mobile');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [family, setFamily] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  if (step === 'mobile') {
    return (
      <Form
        label={t.registerTitle}
        onSubmit={async () => {
          const check = validateMobile(mobile);
          if (!check.ok) return setErrors({ mobile: check.message });
          setErrors({});
          const registered = await checkMobile(check.value);
          if (registered === true) {
            showAlert('warning', t.alreadyRegistered);
            onAlreadyRegistered(check.value);
          } else if (registered === false) {
            showAlert('info', t.codeSent);
            setStep('details');
          }
        }}
      >
        <MobileField value={mobile} error={errors.mobile} onChange={setMobile} />
        <Button type="submit" size="lg">
          {t.continue}
        </Button>
      </Form>
    );
  }
  return (
    <Form
      label={t.registerTitle}
      onSubmit={async () => {
        if (!flow.registerToken) {
          showAlert('warning', t.registerTokenMissing);
          return setStep('mobile');
        }
        const found: Record<string, string | undefined> = {};
        if (!isResetCodeComplete(code)) found.code = t.codeInvalid;
        if (!name.trim()) found.name = messages.common.required;
        const pw = validateNewPassword(password);
        if (!pw.ok) found.password = pw.message;
        else if (password.length < 6) found.password = t.passwordShort;
        setErrors(found);
        if (Object.values(found).some(Boolean)) return;
        const res = await authApi.register({
          mobile: flow.mobile,
          username: flow.mobile,
          password,
          name: name.trim(),
          ...(family.trim() ? { family: family.trim() } : {}),
          code,
          token: flow.registerToken,
        });
        if (!res.ok) {
          if (res.message) showAlert('error', res.message);
          return;
        }
        clearAuthFlow();
        showAlert('success', t.registerSuccess);
        onSuccess(res.data.session);
      }}
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.verifyDescription(flow.mobile)}</p>
      <CodeField value={code} error={errors.code} onChange={setCode} />
      <Field
        label={t.name}
        name="name"
        autoComplete="given-name"
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field label={t.family} name="family" autoComplete="family-name" value={family} onChange={(e) => setFamily(e.target.value)} />
      <PasswordField
        label={a.password}
        name="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={setPassword}
      />
      <Button type="submit" size="lg">
        {t.submitRegister}
      </Button>
    </Form>
  );
}
