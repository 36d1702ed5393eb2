import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Article } from '@/components/content/Article';
import { jobDetails } from '@/content/company';

export default async function JobDetailPage({ detail }: PageProps<'/jobs/[detail]'>) {
  const job = Object.hasOwn(jobDetails, detail) ? jobDetails[detail] : undefined;
  if (!job) unstable_notFound();
  return (
    <Article
      page={job}
      after={
        <p>
          <a href="/jobs">بازگشت به فهرست فرصت‌های شغلی</a>
        </p>
      }
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
