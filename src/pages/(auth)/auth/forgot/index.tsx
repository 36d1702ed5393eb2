import { css } from '../../../../../styled-system/css';
import { ForgotPageForm } from '@/components/auth/AuthPages';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';

export default async function ForgotPage() {
  return (
    <>
      <PageMeta title={messages.authFlow.forgotTitle} description={messages.authFlow.forgotDescription} noindex />
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{messages.authFlow.forgotTitle}</h1>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{messages.authFlow.forgotDescription}</p>
      <ForgotPageForm />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
