import type { PageProps } from 'waku/router';
import { css } from '../../../../styled-system/css';
import { AuthTabs } from '@/components/auth/AuthPages';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';

/** /auth: passenger and agency login tabs (`type` 0 passenger, 1 agency). A logged-in visitor is sent on by the edge. */
export default async function AuthPage({ query }: PageProps<'/auth'>) {
  const type = new URLSearchParams(query).get('type') === '1' ? 1 : 0;
  return (
    <>
      <PageMeta title={messages.authFlow.authTitle} description={messages.authFlow.authDescription} noindex />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{messages.authFlow.authTitle}</h1>
      <AuthTabs initialType={type} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
