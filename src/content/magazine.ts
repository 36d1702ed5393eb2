/**
 * «مجله» without an external magazine (MAGAZINE_URL unset): the site's own travel articles at /blog, gathered from
 * the content it already has — the city guides, the travel guides and the visa and residence pages — so the header's
 * and the footer's «مجله» never lead to a 404 (issue 49).
 */
import { type LandingSlug, landings } from './landings';
import { cities, exhibitionIntro, formEntryToTurkey, istanbulAirlines } from './travel';
import type { ContentPage } from './types';

export interface MagazineArticle {
  href: string;
  title: string;
  description: string;
}

export interface MagazineSection {
  id: string;
  heading: string;
  articles: readonly MagazineArticle[];
}

const article = (href: string, page: ContentPage): MagazineArticle => ({ href, title: page.heading, description: page.description });

export const magazinePage: ContentPage = {
  title: 'مجلهٔ سفرنامه',
  description: 'مجلهٔ سفرنامه: راهنمای سفر به شهرها، راهنمای پرواز و ورود به کشورها، و اطلاعات ویزا و اقامت.',
  heading: 'مجلهٔ سفرنامه',
  intro: 'پیش از سفر بخوانید: راهنمای شهرها، نکته‌های پرواز و مدارک ورود، و آنچه برای ویزا و اقامت باید بدانید.',
  sections: [],
};

/** The landings that read as articles (the b2b and lottery pages are forms, not reading). */
const ARTICLE_LANDINGS: readonly LandingSlug[] = [
  'passport-dominica',
  'residence-emarat',
  'uae-investment',
  'spain-visa',
  'united-kingdom-visa',
  'visa-canada',
  'exhibitions-index-dubai',
  'exhibition-tour',
];

/** The articles, grouped. */
export const MAGAZINE_SECTIONS: readonly MagazineSection[] = [
  {
    id: 'cities',
    heading: 'راهنمای شهرها',
    articles: Object.entries(cities).map(([slug, page]) => article(`/city/${slug}`, page)),
  },
  {
    id: 'guides',
    heading: 'راهنمای سفر',
    articles: [
      article('/istanbulAirlines', istanbulAirlines),
      article('/formentrytoturkey', formEntryToTurkey),
      article('/exhibition/intro', exhibitionIntro),
    ],
  },
  {
    id: 'visa',
    heading: 'ویزا و اقامت',
    articles: ARTICLE_LANDINGS.map((slug) => article(`/landings/${slug}`, landings[slug])),
  },
];
