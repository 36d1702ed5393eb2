'use client';
import { useState } from 'react';
import { useRouter } from 'waku';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { toLatinDigits } from '@/lib/text';
import { changeCurrency, OTHERS, PRIMARY } from '../auth/account';
import { logout } from '../auth/flow';
import { LoginForm } from '../auth/forms';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { showAlert } from '../ui/alerts';
import { edgeJson } from '../edge-client';

const d = messages.dash;

/** The dashboard's inline login for a logged-out visitor. */
export function InlineLogin() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <LoginForm onSuccess={() => window.location.reload()} />
      <a href="/register?active=passenger" className={css({ color: 'primary.text', textDecoration: 'underline', fontSize: 'sm' })}>
        {messages.authFlow.noAccount} {messages.auth.register}
      </a>
    </div>
  );
}

export function LogoutButton({ className }: { className: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      data-logout
      onClick={() => void logout(() => void (window.location.pathname === '/' ? router.reload() : router.push('/')))}
    >
      {messages.dashboard.logout}
    </button>
  );
}

interface ProfileInput {
  name: string;
  family: string;
  email: string | null;
  nationalCode: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  mobile: string | null;
  currency: string;
}

/** Profile edit: name, family, email, national code, gender; and the display currency. */
export function ProfileForm({ user }: { user: ProfileInput }) {
  const router = useRouter();
  const [form, setForm] = useState({
    name: user.name,
    family: user.family,
    email: user.email ?? '',
    nationalCode: user.nationalCode ?? '',
    gender: user.gender ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [showAll, setShowAll] = useState(!PRIMARY.some((c) => c.code === user.currency));
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async () => {
    const found: Record<string, string | undefined> = {};
    if (!form.name.trim()) found.name = messages.common.required;
    if (!form.family.trim()) found.family = messages.common.required;
    if (form.email && !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(form.email.trim())) found.email = messages.auth.emailInvalid;
    const nc = toLatinDigits(form.nationalCode.trim());
    if (nc && !/^\d{10}$/.test(nc)) found.nationalCode = messages.auth.nationalCodeInvalid;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const res = await edgeJson('/api/account/profile', {
      body: {
        name: form.name.trim(),
        family: form.family.trim(),
        email: form.email.trim() || null,
        nationalCode: nc || null,
        gender: form.gender || null,
      },
    });
    if (!res.ok) {
      showAlert('error', res.message || messages.common.operationFailed);
      return;
    }
    await edgeJson('/api/session/refresh', { body: {} });
    showAlert('success', d.profileSaved);
    await router.reload();
  };
  const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <form
        noValidate
        aria-label={messages.dashboard.profile}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <div className={grid}>
          <Field
            label={messages.authFlow.name}
            name="name"
            value={form.name}
            error={errors.name}
            onChange={set('name')}
            autoComplete="given-name"
          />
          <Field
            label={messages.authFlow.family}
            name="family"
            value={form.family}
            error={errors.family}
            onChange={set('family')}
            autoComplete="family-name"
          />
          <Field label={d.mobile} name="mobile" value={user.mobile ?? ''} readOnly dir="ltr" />
          <Field
            label={d.email}
            name="email"
            type="email"
            dir="ltr"
            value={form.email}
            error={errors.email}
            onChange={set('email')}
            autoComplete="email"
          />
          <Field
            label={d.nationalCode}
            name="nationalCode"
            inputMode="numeric"
            dir="ltr"
            value={form.nationalCode}
            error={errors.nationalCode}
            onChange={set('nationalCode')}
          />
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            <label htmlFor="gender" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {d.gender}
            </label>
            <select
              id="gender"
              name="gender"
              value={form.gender}
              onChange={set('gender')}
              className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'white' })}
            >
              <option value="">{d.unknown}</option>
              <option value="MALE">{d.male}</option>
              <option value="FEMALE">{d.female}</option>
            </select>
          </div>
        </div>
        <Button type="submit" size="lg" className={css({ alignSelf: 'flex-start' })}>
          {d.save}
        </Button>
      </form>
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <legend className={css({ fontWeight: 'bold', mb: '2' })}>{d.currency}</legend>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {(showAll ? [...PRIMARY, ...OTHERS] : PRIMARY).map((c) => (
            <Button
              key={c.code}
              variant={c.code === user.currency ? 'solid' : 'outline'}
              size="sm"
              aria-pressed={c.code === user.currency}
              data-currency={c.code}
              onClick={async () => {
                if (c.code !== user.currency && (await changeCurrency(c.code))) await router.reload();
              }}
            >
              {c.name} <span dir="ltr">({c.code})</span>
            </Button>
          ))}
          {showAll ? null : (
            <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
              {messages.header.showAllCurrencies}
            </Button>
          )}
        </div>
      </fieldset>
    </div>
  );
}

/** Add credit (`?add=true` opens it): an amount in toman, then the payment page. */
export function AddCredit({ open }: { open: boolean }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  if (!open) return null;
  return (
    <form
      noValidate
      aria-label={d.addCreditTitle}
      data-add-credit
      onSubmit={async (e) => {
        e.preventDefault();
        const toman = Number(toLatinDigits(amount).replace(/[^\d]/g, ''));
        if (!Number.isFinite(toman) || toman < 10_000) return setError(d.addCreditInvalid);
        setError(undefined);
        const res = await edgeJson<{ data: { paymentUrl: string } }>('/api/account/topup', {
          // The server chooses where the gateway comes back to (the transactions page on its own origin).
          body: { amount: toman * 10 },
        });
        if (!res.ok) return void showAlert('error', res.message || messages.common.operationFailed);
        window.location.assign(res.data.data.paymentUrl);
      }}
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-end',
        flexWrap: 'wrap',
        mb: '6',
        p: '4',
        bg: 'gray.2',
        borderRadius: 'l2',
      })}
    >
      <Field
        label={d.addCreditAmount}
        name="amount"
        inputMode="numeric"
        dir="ltr"
        value={amount}
        error={error}
        onChange={(e) => setAmount(e.target.value)}
        autoFocus
      />
      <Button type="submit">{d.addCreditSubmit}</Button>
    </form>
  );
}
