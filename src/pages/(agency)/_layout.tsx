import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { Chrome } from '@/components/layout/Chrome';
import * as messages from '@/lib/messages';

/** Agency layout: the site chrome with the agency-partner strip (agency login and registration). */
export default async function AgencyLayout({ children }: { children: ReactNode }) {
  return (
    <Chrome>
      <div
        data-agency-strip
        className={css({
          display: 'flex',
          gap: '4',
          flexWrap: 'wrap',
          alignItems: 'center',
          mb: '6',
          p: '3',
          bg: 'gray.2',
          borderRadius: 'l2',
          fontSize: 'sm',
        })}
      >
        <a href="/auth?type=1" className={css({ color: 'primary.text', fontWeight: 'bold' })}>
          {messages.auth.agencyLogin}
        </a>
        <a href="/register?active=agency" className={css({ color: 'primary.text' })}>
          {messages.footer.agencyRegistration}
        </a>
      </div>
      {children}
    </Chrome>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
