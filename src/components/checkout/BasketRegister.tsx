'use client';
/**
 * «ساخت حساب کاربری با همین شماره» on a guest's paid result (issue 49 point 9, basket register): name and password,
 * then the SMS code of the mobile check (spec 001 §5: registration is refused without the register token), then the
 * account: the supplier moves the guest's orders to it and the session becomes the new user's, so the order shows in
 * /dashboard/orders. A mobile already registered gets a Persian notice and a link to log in.
 */
import { type FormEvent, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { authApi } from '@/components/auth/api';
import { edgeJson } from '@/components/edge-client';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';

const m = messages.basketRegister;
const LOGIN_HREF = `/auth?redirectUrl=${encodeURIComponent('/dashboard/orders')}`;

type Step = { kind: 'form' } | { kind: 'code'; token: string } | { kind: 'registered' } | { kind: 'done' };

export function BasketRegister({ mobile }: { mobile: string }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [errors, setErrors] = useState<{ name?: string; password?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function sendCode(e: FormEvent) {
    e.preventDefault();
    const problems: typeof errors = {};
    if (!name.trim()) problems.name = m.nameRequired;
    if (!password) problems.password = messages.auth.passwordRequired;
    else if (password.length < 6) problems.password = messages.authFlow.passwordShort;
    setErrors(problems);
    if (Object.keys(problems).length || busy) return;
    setBusy(true);
    const r = await authApi.mobileCheck(mobile);
    setBusy(false);
    if (r.ok) setStep({ kind: 'code', token: r.data.token });
    else if (r.status === 406) setStep({ kind: 'registered' });
    else setErrors({ form: r.message || messages.errorPage.byStatus[500] });
  }

  async function register(e: FormEvent) {
    e.preventDefault();
    if (step.kind !== 'code' || busy) return;
    if (!/^\d{5}$/.test(code.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))))) {
      setErrors({ code: messages.authFlow.codeInvalid });
      return;
    }
    setBusy(true);
    const r = await edgeJson<{ succeed: true }>('/api/auth/basket-register', {
      body: { mobile, username: mobile, password, name: name.trim(), code, token: step.token },
    });
    setBusy(false);
    if (r.ok) setStep({ kind: 'done' });
    else if (r.status === 406) setStep({ kind: 'registered' });
    else setErrors({ code: r.message || messages.errorPage.byStatus[500] });
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="basket-register"
      data-step={step.kind}
      className={css({ display: 'grid', gap: '3', p: '4', bg: 'white', borderRadius: 'l3', textAlign: 'start' })}
    >
      <h2 id={headingId} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {m.title}
      </h2>
      {step.kind === 'done' ? (
        <p role="status" data-testid="basket-register-done">
          {m.done}{' '}
          <a href="/dashboard/orders" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            {m.myOrders}
          </a>
        </p>
      ) : step.kind === 'registered' ? (
        <p role="alert" data-testid="basket-register-registered">
          {m.alreadyRegistered}{' '}
          <a href={LOGIN_HREF} className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            {m.login}
          </a>
        </p>
      ) : (
        <>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.hint(toPersianDigits(mobile))}</p>
          <form onSubmit={step.kind === 'form' ? sendCode : register} noValidate className={css({ display: 'grid', gap: '3' })}>
            <Field
              label={m.name}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
              readOnly={step.kind === 'code'}
              data-testid="basket-register-name"
            />
            <Field
              label={m.password}
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              readOnly={step.kind === 'code'}
              data-testid="basket-register-password"
            />
            {step.kind === 'code' ? (
              <Field
                label={m.code}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={5}
                dir="ltr"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={errors.code}
                errorTestId="basket-register-error"
                data-testid="basket-register-code"
              />
            ) : null}
            {errors.form ? (
              <p role="alert" className={css({ color: 'red.11', fontSize: 'sm' })}>
                {errors.form}
              </p>
            ) : null}
            <Button type="submit" disabled={busy} data-testid="basket-register-submit">
              {step.kind === 'form' ? m.sendCode : m.submit}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
