import { Suspense } from 'react';
import type { PageProps } from 'waku/router';
import { css } from '../../../styled-system/css';
import { ProductTabs } from '@/components/home/ProductTabs';
import { SpecialOffers } from '@/components/home/SpecialOffers';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';
import { HomeTourOffers } from '@/products/flight-hotel/components/home/HomeTourOffers';
import { PopularRoutes } from '@/products/flight/components/home/PopularRoutes';
import { DEFAULT_HOME_TAB, HOME_TABS } from '@/products/registry';
import { SERVER_PRODUCTS } from '@/products/registry.server';

/**
 * The home page (issue 48): the product tabs from the registry with the chosen product's own search form right
 * there (`?product=<id>`; `/` opens on the default tab; an unknown id is the default), server-rendered; below it the
 * popular flight routes with their lowest fares and the tour destinations and offers, streamed in behind the form
 * (optional content: bounded waits, a failure shows less, never an error).
 */
export default async function HomePage({ query }: PageProps<'/'>) {
  const q = toQuery(query ?? '');
  const chosen = HOME_TABS.find((p) => p.id === q['product']) ?? DEFAULT_HOME_TAB;
  const loader = SERVER_PRODUCTS.find((p) => p.id === chosen.id)?.homeSearch;
  const Form = loader ? (await loader()).default : null;
  const tabs = HOME_TABS.map((p) => ({ id: p.id, label: p.home!.tab, href: `/?product=${encodeURIComponent(p.id)}` }));
  return (
    <>
      <PageMeta
        title="خرید بلیط هواپیما، رزرو هتل و تور"
        description="رزرو آنلاین هتل‌های داخلی و خارجی، بلیط هواپیما، تور، بیمه مسافرتی و خدمات فرودگاهی با پشتیبانی ۲۴ ساعته."
      />
      {/* The hidden heading for search engines (spec 001 §2). */}
      <h1 className={css({ srOnly: true })}>سفرنامه؛ خرید آنلاین بلیط هواپیما، رزرو هتل و تور</h1>
      <ProductTabs tabs={tabs} current={chosen.id} label={messages.shell.searchTabs} />
      <section aria-label={chosen.home!.tab} data-testid="home-search" data-product={chosen.id}>
        {Form ? <Form query={q} /> : null}
      </section>
      {/* On a cold isolate the prices stream in after the shell (the footer is in it): the space they take is kept,
          so the footer is below the first screen and nothing on it moves. Kept per isolate, they are in the shell. */}
      <Suspense fallback={<div aria-hidden="true" className={css({ minH: '[40rem]' })} />}>
        <PopularRoutes />
        <HomeTourOffers />
      </Suspense>
      {/* The supplier's special offers (issue 49 point 9): their own boundary, so a slow or failed call hides this
          block only; below the kept space, so nothing above it moves when it arrives. */}
      <Suspense fallback={null}>
        <SpecialOffers />
      </Suspense>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
