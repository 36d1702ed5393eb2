import type { PageProps } from 'waku/router';
import { ErrorPanel } from '@/components/errors/ErrorPanel';
import { PageMeta } from '@/components/layout/PageMeta';
import { errorPageContent } from '@/lib/error-page';

// /error/{id}: the code is the id when it is 401, 403, 404, 410, 500 or 503; anything else shows 404.
// The edge (src/edge/error-status.ts) answers with that status.
export default async function ErrorPage({ id }: PageProps<'/error/[id]'>) {
  const status = /^\d{3}$/.test(id) ? Number(id) : null;
  const content = errorPageContent(status);
  return (
    <>
      <PageMeta title={content.title} description={content.message} noindex />
      <ErrorPanel code={content.code} title={content.title} message={content.message} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
