import { Article, LinkList } from '@/components/content/Article';
import { cities, cityIndex } from '@/content/travel';

export default async function CityIndexPage() {
  const links = Object.entries(cities).map(([slug, city]) => ({ href: `/city/${slug}`, label: city.heading }));
  return <Article page={cityIndex} after={<LinkList title="شهرها" links={links} />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
