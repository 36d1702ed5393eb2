import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { AuthBackButton, AuthLayoutTitle } from '@/components/auth/AuthPages';
import { FloatingCallButton } from '@/components/layout/FloatingButtons';
import { Logo } from '@/components/layout/Logo';
import { BRAND_FA, SUPPORT_PHONE_TEL } from '@/lib/constants';
import * as messages from '@/lib/messages';

/**
 * Auth layout (spec 000 §2.2): a card with a back button (forgot-verify → forgot → login → auth → redirectUrl),
 * the support phone link and a floating call button.
 */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css({ minH: '[100dvh]', display: 'flex', flexDirection: 'column', alignItems: 'center', px: '4', py: '8', gap: '6' })}>
      <header className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}>
        <a
          href="/"
          aria-label={messages.shell.brandHome(BRAND_FA)}
          className={css({
            display: 'inline-flex',
            gap: '2',
            alignItems: 'center',
            fontWeight: 'bold',
            fontSize: '2xl',
            color: 'primary.text',
          })}
        >
          <Logo size={40} />
          <span>{BRAND_FA}</span>
        </a>
        <AuthLayoutTitle />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={css({
          w: 'full',
          maxW: 'md',
          bg: 'white',
          borderRadius: 'l3',
          boxShadow: 'md',
          p: { base: '5', md: '8' },
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
        })}
      >
        <AuthBackButton />
        {children}
      </main>
      <a
        href={`tel:${SUPPORT_PHONE_TEL}`}
        data-auth-support
        className={css({ color: 'fg.muted', fontSize: 'sm', _hover: { color: 'primary.text' } })}
      >
        {messages.authFlow.supportLine('')}
        <bdi dir="ltr">{messages.common.supportPhone}</bdi>
      </a>
      <FloatingCallButton />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
