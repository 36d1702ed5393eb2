import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { PageMeta } from '../layout/PageMeta';
import { InlineLogin, LogoutButton } from './DashboardClient';
import { card } from './ui';

export function InlineLoginCard() {
  return (
    <section className={css({ maxW: 'md', mx: 'auto' })} data-inline-login>
      <PageMeta title={messages.dash.title} description={messages.auth.loginPrompt} noindex />
      <div className={card}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>{messages.dash.title}</h1>
        <p className={css({ color: 'fg.muted', mb: '5' })}>{messages.auth.loginPrompt}</p>
        <InlineLogin />
      </div>
    </section>
  );
}

export function DashboardSidebarLogout() {
  return (
    <LogoutButton
      className={css({
        display: 'block',
        w: 'full',
        textAlign: 'start',
        px: '3',
        py: '2',
        mt: '1',
        borderRadius: 'l2',
        color: 'red.11',
        cursor: 'pointer',
        _hover: { bg: 'red.2' },
      })}
    />
  );
}
