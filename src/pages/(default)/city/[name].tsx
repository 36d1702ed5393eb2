import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Article, LinkList } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { cities } from '@/content/travel';

export default async function CityPage({ name }: PageProps<'/city/[name]'>) {
  const slug = name.toLowerCase();
  const city = Object.hasOwn(cities, slug) ? cities[slug] : undefined;
  if (!city) unstable_notFound();
  const links = [
    { href: `/hotel/${city.hotel}`, label: 'هتل‌ها' },
    { href: `/flight/THR-${city.airport}/search`, label: 'بلیت هواپیما از تهران' },
    { href: `/tour/${slug}`, label: 'تورها' },
  ];
  return (
    <Article
      page={city}
      after={
        <>
          <LinkList title="رزرو سفر" links={links} />
          <SupportPhone />
        </>
      }
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
