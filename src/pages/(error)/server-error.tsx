import { ErrorPanel } from '@/components/errors/ErrorPanel';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';

// Where a navigation lands after the upstream timed out on every retry. No session work happens here.
export default async function ServerErrorPage() {
  return (
    <>
      <PageMeta title={messages.errorPage.title} description={messages.http.serverError} noindex />
      <ErrorPanel code={503} title={messages.errorPage.title} message={messages.http.serverError} retry />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
