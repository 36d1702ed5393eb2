import type { PageProps } from 'waku/router';
import { css } from '../../../styled-system/css';
import { RegisterPageForm } from '@/components/auth/AuthPages';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';

/** /register?active=passenger|agency (mobile= pre-fills the number coming from the auth dialog). */
export default async function RegisterPage({ query }: PageProps<'/register'>) {
  const params = new URLSearchParams(query);
  const active = params.get('active') === 'agency' ? 'agency' : 'passenger';
  const title = active === 'agency' ? messages.authFlow.agencyRegisterTitle : messages.authFlow.registerTitle;
  return (
    <>
      <PageMeta
        title={title}
        description={active === 'agency' ? messages.authFlow.agencyRegisterDescription : messages.authFlow.registerDescription}
        noindex
      />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{title}</h1>
      <RegisterPageForm active={active} mobile={params.get('mobile') ?? ''} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
