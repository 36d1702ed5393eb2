import { css } from '../../../../styled-system/css';
import { LoginPageForm } from '@/components/auth/AuthPages';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';

export default async function LoginPage() {
  return (
    <>
      <PageMeta title={messages.authFlow.loginTitle} description={messages.authFlow.authDescription} noindex />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{messages.authFlow.loginTitle}</h1>
      <LoginPageForm />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
