'use client';
import { Tabs } from '@ark-ui/react/tabs';
import { useRouter } from 'waku';
import { css, cx } from '../../../styled-system/css';
import { tabs } from '../../../styled-system/recipes';
import { SUPPORT_PHONE_TEL } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { showAlert } from '../ui/alerts';
import { afterLoginTarget, authBackTarget, withRedirect } from './back';
import { ForgotForm, LoginForm, RegisterForm, ResetForm } from './forms';
import { registrationMobile } from '@/lib/validate';
import { ArkLocale } from '../ui/ArkLocale';
import { AgencyRegisterForm } from '../account/AgencyRegisterForm';
import { ArrowIcon } from '../ui/icons';

const t = messages.authFlow;
const a = messages.auth;
const linkClass = css({ color: 'primary.text', textDecoration: 'underline', fontSize: 'sm', cursor: 'pointer' });
const rowClass = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', mt: '2' });

function useSearch(): string {
  const { query } = useRouter();
  return query ? (query.startsWith('?') ? query : `?${query}`) : '';
}

/** After any successful auth step: a full navigation, so every server component renders with the new session. */
function goAfterLogin(search: string) {
  window.location.assign(afterLoginTarget(search || window.location.search));
}

// RTL-safe tabs: Park UI's tab recipe without its indicator (which is positioned with left/right).
const tabTrigger = css({
  flex: '1',
  justifyContent: 'center',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _selected: { borderColor: 'primary.default', color: 'primary.text', fontWeight: 'bold' },
});

/** /auth: passenger and agency login tabs, picked by `type` (0 passenger, 1 agency). */
export function AuthTabs({ initialType }: { initialType: 0 | 1 }) {
  const search = useSearch();
  const s = tabs({ variant: 'line', size: 'md' });
  return (
    <ArkLocale>
      <Tabs.Root defaultValue={initialType === 1 ? 'agency' : 'passenger'} className={s.root} lazyMount={false}>
        <Tabs.List className={cx(s.list, css({ display: 'flex' }))}>
          <Tabs.Trigger value="passenger" className={cx(s.trigger, tabTrigger)}>
            {a.passengerLogin}
          </Tabs.Trigger>
          <Tabs.Trigger value="agency" className={cx(s.trigger, tabTrigger)}>
            {a.agencyLogin}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="passenger" className={cx(s.content, css({ pt: '5' }))}>
          <LoginPageForm />
        </Tabs.Content>
        <Tabs.Content value="agency" className={cx(s.content, css({ pt: '5' }))}>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>{t.agencyDescription}</p>
          <LoginForm agency onSuccess={() => goAfterLogin(search)} />
          <div className={rowClass}>
            <a className={linkClass} href="/register?active=agency" onClick={() => showAlert('warning', a.useAgencyRegistration)}>
              {t.registerAsAgency}
            </a>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </ArkLocale>
  );
}

/** The passenger login with its forgot-password and register links (the /auth passenger tab and /auth/login). */
export function LoginPageForm() {
  const search = useSearch();
  return (
    <>
      <LoginForm onSuccess={() => goAfterLogin(search)} />
      <div className={rowClass}>
        <a className={linkClass} href={withRedirect('/auth/forgot', search)}>
          {a.forgotPassword}
        </a>
        <a className={linkClass} href={withRedirect('/register?active=passenger', search)}>
          {t.noAccount} {a.register}
        </a>
      </div>
    </>
  );
}

export function ForgotPageForm() {
  const search = useSearch();
  return <ForgotForm onSent={() => window.location.assign(withRedirect('/auth/forgot/verify', search || window.location.search))} />;
}

export function VerifyPageForm() {
  const search = useSearch();
  return (
    <>
      <ResetForm onSuccess={() => goAfterLogin(search)} />
      <div className={rowClass}>
        <a className={linkClass} href={withRedirect('/auth/forgot', search)}>
          {t.sendCode}
        </a>
      </div>
    </>
  );
}

/** /register: passenger registration, or the agency partner form (active=agency → CreateAgent). */
export function RegisterPageForm({ active, mobile }: { active: 'passenger' | 'agency'; mobile: string }) {
  const search = useSearch();
  if (active === 'agency') {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p>{t.agencyRegisterDescription}</p>
        <AgencyRegisterForm />
        <div className={rowClass}>
          <a className={linkClass} href="/auth?type=1">
            {a.agencyLogin}
          </a>
          <a className={cx(linkClass)} href={`tel:${SUPPORT_PHONE_TEL}`}>
            {messages.shell.callSupport(messages.common.supportPhone)}
          </a>
        </div>
      </div>
    );
  }
  return (
    <>
      <RegisterForm
        initialMobile={registrationMobile(mobile) ?? ''}
        onSuccess={() => goAfterLogin(search)}
        onAlreadyRegistered={() => window.location.assign(withRedirect('/auth/login', search || window.location.search))}
      />
      <div className={rowClass}>
        <a className={linkClass} href={withRedirect('/auth/login', search)}>
          {t.haveAccount} {a.login}
        </a>
        <a className={linkClass} href="/register?active=agency" onClick={() => showAlert('warning', a.useAgencyRegistration)}>
          {t.registerAsAgency}
        </a>
      </div>
    </>
  );
}

/** The auth layout's back button (spec 000 §2.2 back chain). */
export function AuthBackButton() {
  const { path } = useRouter();
  const target = authBackTarget(path, useSearch());
  return (
    <a
      href={target}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        color: 'fg.muted',
        fontSize: 'sm',
        _hover: { color: 'fg.default' },
      })}
      data-auth-back
    >
      <ArrowIcon to="right" /> {t.back}
    </a>
  );
}

/** The auth layout's header text: «ورود / ثبت‌نام مسافر» on the login and register routes. */
export function AuthLayoutTitle() {
  const { path } = useRouter();
  const p = path.replace(/\/+$/, '');
  if (p === '/auth/login' || p === '/register')
    return <p className={css({ fontWeight: 'bold', color: 'fg.muted' })}>{a.loginRegisterTitle}</p>;
  return null;
}
