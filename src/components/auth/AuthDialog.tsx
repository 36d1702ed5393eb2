'use client';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useRouter } from 'waku';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { normalizeMobile, registrationMobile } from '@/lib/validate';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { showAlert } from '../ui/alerts';
import { checkMobile } from './flow';
import { ForgotForm, LoginForm, ResetForm, VerificationRequired } from './forms';
import { authDialog, closeAuthDialog, completeLogin, type AuthStep, type LoggedInSession } from './store';

const t = messages.authFlow;
const a = messages.auth;

const TITLES: Record<AuthStep, string> = {
  start: t.startTitle,
  login: t.loginTitle,
  verify: t.deviceVerifyTitle,
  forgot: t.forgotTitle,
  change: t.changeTitle,
};
const linkButton = css({ color: 'primary.text', textDecoration: 'underline', fontSize: 'sm', cursor: 'pointer', alignSelf: 'flex-start' });

/**
 * The auth dialog (spec 001 §4): start → login when the username is known; start → the register page when it is a
 * new mobile (info "moving to registration page"); start → forgot → change; login → verify (too many failed passwords
 * from this device: the SMS code of forgot is the way in) → forgot → change; success closes; back returns to start.
 */
export function AuthDialog() {
  const snap = useSnapshot(authDialog);
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const go = (step: AuthStep) => {
    authDialog.step = step;
  };
  const success = (session: LoggedInSession) => {
    completeLogin(session);
    setUsername('');
    // Server components (header, prices) render again with the new session.
    void router.reload();
  };

  const start = async () => {
    if (busy) return;
    const value = username.trim();
    if (!value) return setError(a.usernameRequired);
    setError(undefined);
    const mobile = normalizeMobile(value);
    if (!/^\d+$/.test(mobile)) return go('login');
    setBusy(true);
    try {
      const registered = /^09\d{9}$/.test(mobile) ? await checkMobile(mobile) : false;
      if (registered === true) return go('login');
      if (registered === null) return;
      showAlert('info', a.movingToRegister);
      const m = registrationMobile(value);
      closeAuthDialog();
      window.location.assign(
        `/register?active=passenger${m ? `&mobile=${m}` : ''}&redirectUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={snap.open}
      onOpenChange={(open) => (open ? undefined : closeAuthDialog())}
      title={TITLES[snap.step]}
      description={snap.reason ?? (snap.step === 'start' ? t.startHint : undefined)}
    >
      <div data-auth-step={snap.step} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {snap.step === 'start' ? (
          <form
            noValidate
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
            onSubmit={(e) => {
              e.preventDefault();
              void start();
            }}
          >
            <Field
              label={t.usernameHint}
              name="username"
              dir="ltr"
              inputMode="tel"
              autoComplete="username"
              value={username}
              error={error}
              onChange={(e) => setUsername(e.target.value)}
            />
            <Button type="submit" size="lg" aria-busy={busy}>
              {t.continue}
            </Button>
            <button type="button" className={linkButton} onClick={() => go('forgot')}>
              {a.forgotPassword}
            </button>
          </form>
        ) : null}
        {snap.step === 'login' ? (
          <>
            <LoginForm
              initialUsername={normalizeMobile(username)}
              onSuccess={success}
              onVerificationRequired={(typed) => {
                setUsername(typed);
                go('verify');
              }}
            />
            <button type="button" className={linkButton} onClick={() => go('forgot')}>
              {a.forgotPassword}
            </button>
          </>
        ) : null}
        {snap.step === 'verify' ? <VerificationRequired onSms={() => go('forgot')} /> : null}
        {snap.step === 'forgot' ? <ForgotForm initialMobile={normalizeMobile(username)} onSent={() => go('change')} /> : null}
        {snap.step === 'change' ? <ResetForm onSuccess={success} /> : null}
        {snap.step !== 'start' ? (
          <button type="button" className={linkButton} onClick={() => go('start')}>
            {t.backToStart}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
