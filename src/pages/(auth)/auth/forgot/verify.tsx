import { css } from '../../../../../styled-system/css';
import { VerifyPageForm } from '@/components/auth/AuthPages';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';

export default async function ForgotVerifyPage() {
  return (
    <>
      <PageMeta title={messages.authFlow.verifyTitle} description={messages.authFlow.forgotDescription} noindex />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{messages.authFlow.verifyTitle}</h1>
      <VerifyPageForm />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
