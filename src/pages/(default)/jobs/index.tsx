import { Article, LinkList } from '@/components/content/Article';
import { jobDetails, jobs } from '@/content/company';

export default async function JobsPage() {
  const links = Object.entries(jobDetails).map(([slug, job]) => ({ href: `/jobs/${slug}`, label: job.heading }));
  return <Article page={jobs} after={<LinkList title="موقعیت‌های باز" links={links} />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
