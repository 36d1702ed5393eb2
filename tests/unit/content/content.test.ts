import { describe, expect, it } from 'vitest';
import * as company from '@/content/company';
import { help, HELP_TOPICS } from '@/content/help';
import { LANDING_SLUGS, landings } from '@/content/landings';
import { magazinePage } from '@/content/magazine';
import { flightConfirmPage, invoicePage } from '@/content/orders';
import * as products from '@/content/products';
import * as travel from '@/content/travel';
import type { ContentPage } from '@/content/types';

const isPage = (v: unknown): v is ContentPage => typeof v === 'object' && v !== null && 'heading' in v && 'sections' in v;
const pages: [string, ContentPage][] = [
  ...Object.entries(company).filter(([, v]) => isPage(v)),
  ...Object.entries(company.jobDetails),
  ...Object.entries(travel).filter(([, v]) => isPage(v)),
  ...Object.entries(travel.cities),
  ...Object.entries(products).filter(([, v]) => isPage(v)),
  ...Object.entries(products.productHomes),
  ...HELP_TOPICS.map((t) => [`help/${t}`, help[t]] as [string, ContentPage]),
  ...LANDING_SLUGS.map((s) => [`landings/${s}`, landings[s]] as [string, ContentPage]),
  ['invoice', invoicePage('هتل', 'ir-kish')],
  ['flight-confirm', flightConfirmPage()],
  ['blog', magazinePage],
  ['passengers', products.passengersStep('بیمهٔ مسافرتی')],
] as [string, ContentPage][];

const allText = (p: ContentPage) => [
  p.title,
  p.description,
  p.heading,
  p.intro,
  ...p.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]),
];

describe('content pages', () => {
  it('covers every content page of the route table', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages)('%s is real Persian copy: title, description, heading, intro, no placeholders', (_name, page) => {
    for (const text of [page.title, page.description, page.heading, page.intro]) expect(text).toMatch(/[\u0600-\u06FF]{3}/);
    expect(page.description.length).toBeGreaterThan(30);
    expect(page.intro.length).toBeGreaterThan(60);
    for (const text of allText(page)) {
      expect(text).not.toMatch(/lorem|ipsum|todo|placeholder|xxx|متن نمونه/i);
      expect(text, 'Arabic ي/ك instead of Persian ی/ک').not.toMatch(/[\u064A\u0643]/);
      expect(text).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('has the 10 landings of the route table, each with a lead box; the UK visa one uses the visa text', () => {
    expect([...LANDING_SLUGS].sort()).toEqual(
      [
        'b2b',
        'exhibition-tour',
        'exhibitions-index-dubai',
        'lottery-registration',
        'passport-dominica',
        'residence-emarat',
        'spain-visa',
        'uae-investment',
        'united-kingdom-visa',
        'visa-canada',
      ].sort(),
    );
    for (const slug of LANDING_SLUGS) expect(landings[slug].lead.product).not.toBe('');
    expect(landings['united-kingdom-visa'].lead.text).toBe('ukVisa');
    expect(LANDING_SLUGS.filter((s) => landings[s].lead.text === 'ukVisa')).toEqual(['united-kingdom-visa']);
    // "many landing pages are noindex": most, not all
    const noindex = LANDING_SLUGS.filter((s) => landings[s].noindex).length;
    expect(noindex).toBeGreaterThan(5);
    expect(noindex).toBeLessThan(10);
  });
});
