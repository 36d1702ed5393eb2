import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { mainClass } from '@/components/layout/Chrome';
import { Logo } from '@/components/layout/Logo';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { BRAND_FA, SUPPORT_PHONE_TEL } from '@/lib/constants';
import * as messages from '@/lib/messages';

/** Campaign layout: a slim brand bar (no navigation, so the campaign keeps the visitor's attention) and the footer. */
export default async function CampaignLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={css({ bg: 'white', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
        <div
          className={css({
            maxW: 'container',
            mx: 'auto',
            px: '4',
            py: '3',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <a
            href="/"
            aria-label={messages.shell.brandHome(BRAND_FA)}
            className={css({
              display: 'inline-flex',
              gap: '2',
              alignItems: 'center',
              fontWeight: 'bold',
              fontSize: 'xl',
              color: 'primary.text',
            })}
          >
            <Logo />
            <span>{BRAND_FA}</span>
          </a>
          <a href={`tel:${SUPPORT_PHONE_TEL}`} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {messages.footer.support24}: <bdi dir="ltr">{messages.common.supportPhone}</bdi>
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={mainClass}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
