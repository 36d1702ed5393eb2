import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Article, LinkList } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { help, HELP_TOPICS } from '@/content/help';

export default async function HelpPage({ topic }: PageProps<'/help/[topic]'>) {
  const key = HELP_TOPICS.find((t) => t === topic);
  if (!key) unstable_notFound();
  const others = HELP_TOPICS.filter((t) => t !== key).map((t) => ({ href: `/help/${t}`, label: help[t].heading }));
  return (
    <Article
      page={help[key]}
      after={
        <>
          <SupportPhone />
          <LinkList title="راهنماهای دیگر" links={others} />
        </>
      }
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
