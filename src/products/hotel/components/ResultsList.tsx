'use client';
/** The hotel results column: counter, sort, the laid-out list (hotels, tours, banners), infinite scroll, empty state. */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { BANNER_TICK_MS, SUPPORT_PHONE_TEL, TOUR_OFFER_SLIDER_MIN } from '@/lib/constants';
import { type BannerSlide, type Countdown, bannerSlides, countdown } from '@/products/hotel/model/banner';
import { HOTEL_FIRST_RESULTS } from '@/products/hotel/model/constants';
import { formatDate } from '@/lib/date-format';
import { HOTEL_FILTER_KEYS, buildFilterQuery, hotelMapSearchPath } from '@/products/hotel/model/query';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { useMoney } from '@/components/money/MoneyProvider';
import { omitKeys } from '@/lib/query';
import { joinParts, toPersianDigits } from '@/lib/text';
import { type ResultSlot, layoutResults } from '@/products/hotel/model/results-layout';
import type { HotelResult } from '@/products/hotel/server/upstream/search';
import type { Banner } from '@/server/schemas/content';
import { FiltersPanel, SortBar } from './Filters';
import { HotelCard, Stars } from './HotelCard';
import { hotelDetailLinks } from './HotelResults';
import { FiltersDrawer } from '@/components/results/FiltersDrawer';
import { MoreSentinel, ResultsCounter } from '@/components/results/ResultsStatus';
import { firstFrameClass } from '@/components/results/first-frame';
import { hotelFirstFrame, hotelOffersUntilHydrated } from './first-frame';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useHeldWhilePressed } from '@/components/results/press-hold';
import { useFlip } from '@/components/results/use-flip';
import { type LinkedTourOffer, useResults } from './store';
import { ArrowIcon } from '@/components/ui/icons';

// Class names computed once at module level, not per render and per offer.
const offerStyles = {
  section: css({ my: '6' }),
  title: css({ fontWeight: 'bold', mb: '3' }),
  row: css({ display: 'flex', gap: '3', flexWrap: 'wrap', pb: '2' }),
  slider: css({ display: 'flex', gap: '3', overflowX: 'auto', flexWrap: 'nowrap', scrollSnapType: '[x mandatory]', pb: '2' }),
  item: css({
    flex: '[0 0 240px]',
    bg: 'white',
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflow: 'hidden',
    scrollSnapAlign: 'start',
  }),
  link: css({ display: 'grid', gap: '1', color: 'fg.default', textDecoration: 'none', _hover: { bg: 'gray.2' } }),
  image: css({ w: 'full', h: '[120px]', objectFit: 'cover', bg: 'gray.3' }),
  body: css({ display: 'grid', gap: '1', p: '3' }),
  name: css({ fontWeight: 'semibold' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  airline: css({ display: 'flex', alignItems: 'center', gap: '1.5', fontSize: 'sm' }),
  logo: css({ w: '5', h: '5', flexShrink: 0 }),
  price: css({ fontWeight: 'bold', color: 'primary.default' }),
};

function OfferCard({ o }: { o: LinkedTourOffer }) {
  const m = hotelMessages.hotelResults;
  const money = useMoney();
  const body = (
    <>
      <img src={o.image.path} alt="" className={offerStyles.image} loading="lazy" width={240} height={120} />
      <span className={offerStyles.body}>
        <span className={offerStyles.name}>{o.hotelPersianName}</span>
        <Stars count={o.star} />
        <span className={offerStyles.muted}>
          {o.sourcePersianName} <ArrowIcon to="left" /> {joinParts(o.destinationPersianName, m.offerNights(o.nights))}
        </span>
        <span className={offerStyles.muted}>
          {m.loadingDates(formatDate(o.fromDate, 'jalali', { year: false }), formatDate(o.toDate, 'jalali', { year: false }))}
        </span>
        <span className={offerStyles.airline} data-testid="offer-went">
          <img src={o.wentCompany.iconUrl} alt="" className={offerStyles.logo} width={20} height={20} loading="lazy" />
          {m.offerWent(o.wentCompany.persianName)}
        </span>
        <span className={offerStyles.airline} data-testid="offer-return">
          <img src={o.returnCompany.iconUrl} alt="" className={offerStyles.logo} width={20} height={20} loading="lazy" />
          {m.offerReturn(o.returnCompany.persianName)}
        </span>
        <span className={offerStyles.price}>{m.offerPrice(money.format(o.price))}</span>
      </span>
    </>
  );
  return o.href ? (
    <a href={o.href} className={offerStyles.link} data-testid="tour-offer">
      {body}
    </a>
  ) : (
    <div className={offerStyles.link} data-testid="tour-offer">
      {body}
    </div>
  );
}

function TourOffers({ offers }: { offers: LinkedTourOffer[] }) {
  const slider = offers.length >= TOUR_OFFER_SLIDER_MIN;
  return (
    <section aria-labelledby="tour-offers-title" className={offerStyles.section} data-testid="tour-offers" data-slider={slider ? '1' : '0'}>
      <h2 id="tour-offers-title" className={offerStyles.title}>
        {hotelMessages.hotelResults.offersTitle}
      </h2>
      <ul
        className={slider ? offerStyles.slider : offerStyles.row}
        tabIndex={slider ? 0 : undefined}
        aria-label={slider ? hotelMessages.hotelResults.offersTitle : undefined}
      >
        {offers.map((o) => (
          <li key={o.id} className={offerStyles.item}>
            <OfferCard o={o} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const bannerStyles = {
  box: css({ position: 'relative', mb: '4', borderRadius: 'l3', overflow: 'hidden' }),
  link: css({ display: 'block', mb: '4', borderRadius: 'l3', overflow: 'hidden' }),
  plain: css({ display: 'block' }),
  image: css({ w: 'full', h: 'auto', display: 'block' }),
  controls: css({ display: 'flex', gap: '2', alignItems: 'center', justifyContent: 'center', py: '1', bg: 'white' }),
  countdown: css({
    position: 'absolute',
    insetInlineStart: '2',
    top: '2',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    bg: '[rgba(0,0,0,0.72)]',
    color: 'white',
    fontSize: 'xs',
    fontVariantNumeric: 'tabular-nums',
  }),
};

function BannerPicture({ desktop, mobile, alt }: { desktop: string; mobile: string; alt: string }) {
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={desktop} />
      <img src={mobile} alt={alt} loading="lazy" className={bannerStyles.image} width={800} height={120} />
    </picture>
  );
}

/** The banner's countdown to its expireDate: ticks every BANNER_TICK_MS (1 s); at zero it stops and hides the box. */
function useCountdown(expireAt: string): { left: Countdown | null; started: boolean } {
  const [now, setNow] = useState<number | null>(null);
  const left = now === null ? null : countdown(expireAt, now);
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (!countdown(expireAt, at)) clearInterval(t);
    }, BANNER_TICK_MS);
    return () => clearInterval(t);
  }, [expireAt]);
  return { left, started: now !== null };
}

const two = (n: number) => toPersianDigits(String(n).padStart(2, '0'));

function BannerBox({ banner }: { banner: Banner }) {
  const m = hotelMessages.hotelResults;
  const alt = banner.DstName ? `${m.banner} ${banner.DstName}` : m.banner;
  const slides = useMemo(() => bannerSlides(banner), [banner]);
  const [index, setIndex] = useState(0);
  const { left, started } = useCountdown(banner.expireDate);
  // Hidden once the countdown reaches zero (before hydration the server's expiry filter has already applied).
  if (started && !left) return null;
  const clock = left ? m.bannerCountdown(left.days, `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`) : null;
  const timer = clock ? (
    <span className={bannerStyles.countdown} data-testid="banner-countdown" aria-live="off">
      {clock}
    </span>
  ) : null;
  if (!slides) {
    return (
      <div className={bannerStyles.box} data-testid="results-banner" data-parts="1">
        <a href={banner.Link} className={bannerStyles.plain}>
          <BannerPicture desktop={banner.Desktop} mobile={banner.Mobile} alt={alt} />
        </a>
        {timer}
      </div>
    );
  }
  const count = slides.desktop.length;
  const d = slides.desktop[index % count] as BannerSlide;
  const mo = slides.mobile[index % slides.mobile.length] ?? d;
  return (
    <section className={bannerStyles.box} data-testid="results-banner" data-parts={count} aria-roledescription="carousel" aria-label={alt}>
      <a href={d.link} className={bannerStyles.plain} aria-label={m.bannerPart(index + 1, count)} data-testid="banner-part">
        <BannerPicture desktop={d.image} mobile={mo.image} alt={alt} />
      </a>
      {timer}
      <div className={bannerStyles.controls}>
        <button type="button" className={button({ size: 'xs', variant: 'outline' })} onClick={() => setIndex((index + count - 1) % count)}>
          {m.bannerPrevious}
        </button>
        <span aria-live="polite">{m.bannerPart(index + 1, count)}</span>
        <button
          type="button"
          className={button({ size: 'xs', variant: 'outline' })}
          onClick={() => setIndex((index + 1) % count)}
          data-testid="banner-next"
        >
          {m.bannerNext}
        </button>
      </div>
    </section>
  );
}

// overflow-anchor: the list re-orders as rounds arrive; scroll anchoring would scroll the page after one moved card.
const list = css({ listStyle: 'none', overflowAnchor: 'none' });
/**
 * A card past the first screens skips its layout, text shaping and paint until it comes near the viewport
 * (`content-visibility: auto`): Persian text shaping was the largest layout cost of every round on a phone. Its box
 * keeps a card's height (phones 386 px with its margin, desktop 236 px) until it has been rendered once,
 * then its own last height (`auto`). Only cards below the first screen (cardClass): a card that moves up into view
 * from there becomes an ordinary one in the same commit, so an estimate never shifts what is on screen; while cards
 * slide, use-flip draws every item down to the lowest sliding one (a sliding card is on screen wherever its place is).
 */
const later = css({ contentVisibility: 'auto', containIntrinsicSize: { base: '[auto 386px]', md: '[auto 236px]' } });
/**
 * On a phone (below md) a card is 386 px tall with its margin, so the first screen (search summary and toolbar above the list)
 * shows at most the first PHONE_FIRST_SCREEN_CARDS; the next ones up to HOTEL_FIRST_RESULTS skip layout there too.
 * Their text shaping was half of the first round's layout task on a slow phone (issue 15). On wider screens (cards
 * 236 px, three or more in the first screen) they stay ordinary.
 */
const PHONE_FIRST_SCREEN_CARDS = 2;
const laterOnPhones = css({
  contentVisibility: { base: 'auto', md: 'visible' },
  containIntrinsicSize: { base: '[auto 386px]', md: 'none' },
});
/**
 * A hotel card's class by its place in the list, once the list has hydrated (before, results/first-frame.ts): ordinary
 * in the first screen, skipping layout below it.
 */
function cardClass(index: number): string | undefined {
  if (index < PHONE_FIRST_SCREEN_CARDS) return undefined;
  return index < HOTEL_FIRST_RESULTS ? laterOnPhones : later;
}
/** The tour offers follow the first HOTEL_FIRST_RESULTS hotels: below the first screen, the same (208 px measured). */
const laterOffers = css({ contentVisibility: 'auto', containIntrinsicSize: '[auto 208px]' });
const boxStyles = {
  outage: css({ bg: 'white', p: '6', borderRadius: 'l3', textAlign: 'center' }),
  strong: css({ fontWeight: 'bold', mb: '2' }),
  spaced: css({ mb: '3' }),
  noneMatch: css({ p: '6', bg: 'white', borderRadius: 'l3' }),
};

export function ResultsList() {
  const { init, store, chooseHotel, restartSearch } = useResults();
  const snap = useSnapshot(store);
  const listRef = useRef<HTMLOListElement>(null);
  // Until hydrated, what is below the first screen waits (results/first-frame.ts).
  const hydrated = useHydrated();
  // A round's new order renders at transition priority (time-sliced, so a tap or a scroll is not kept waiting behind
  // the cards), while the counter and the rest follow the store at once. Each committed list is a whole sorted one.
  const live = useDeferredValue(
    useMemo(() => ({ ids: snap.ids, items: snap.items, shown: snap.shown }), [snap.ids, snap.items, snap.shown]),
  );
  // …and while the traveller presses on the list, its order and cards stay put (press-hold.ts); a batch they asked
  // for (scrolled to the end, «more») still comes.
  const held = useHeldWhilePressed(live, listRef);
  const view = useMemo(() => (held === live ? live : { ...held, shown: live.shown }), [held, live]);
  const banners = useMemo(() => init.banners.filter((b) => b.Place === 'SearchResult'), [init.banners]);
  const slots = useMemo(() => {
    const hotels = view.ids.map((id) => view.items.get(id)).filter((h) => h !== undefined);
    return layoutResults({ hotels, shown: view.shown, hasOffers: init.offers.length > 0, banners });
  }, [view, init.offers.length, banners]);
  useFlip(listRef, slots.map(slotKey).join(' '));
  const searchId = snap.searchInfo?.searchId ?? null;
  const detailHref = useMemo(() => hotelDetailLinks(init, searchId), [init, searchId]);
  const mapHref = useMemo(() => hotelMapSearchPath(init.destination, init.query), [init]);
  // An unreachable supplier (the token never came) or a failed search is an outage, never "no hotels".
  if (init.unreachable || (snap.finished && snap.received === 0 && snap.failed)) {
    return (
      <div role="alert" className={boxStyles.outage} data-testid="results-outage">
        <p className={boxStyles.strong}>{hotelMessages.hotelJourney.outageTitle}</p>
        <p className={boxStyles.spaced}>{hotelMessages.hotelJourney.outage}</p>
        <button type="button" className={button()} onClick={restartSearch}>
          {messages.results.searchAgain}
        </button>
      </div>
    );
  }
  if (snap.finished && snap.received === 0) {
    return (
      <div className={boxStyles.outage} data-testid="results-empty">
        <p className={boxStyles.spaced}>{hotelMessages.hotelSearch.noHotels}</p>
        <a className={button()} href={`tel:${SUPPORT_PHONE_TEL}`}>
          {messages.common.supportPhone}
        </a>
      </div>
    );
  }
  return (
    <>
      {view.ids.length === 0 && snap.received > 0 ? <p className={boxStyles.noneMatch}>{hotelMessages.hotelResults.noneMatch}</p> : null}
      {/* `data-hydrated`: its handlers (the press hold's too) are attached; tests wait for it. */}
      <ol ref={listRef} className={list} data-testid="results-list" data-hydrated={hydrated || undefined}>
        {slots.map((slot) =>
          slot.kind === 'hotel' ? (
            <li
              key={slotKey(slot)}
              data-flip-key={slotKey(slot)}
              className={firstFrameClass(hotelFirstFrame, slot.index, hydrated, cardClass(slot.index))}
            >
              <HotelCard
                hotel={slot.hotel}
                href={detailHref(slot.hotel)}
                destination={init.destination}
                onChoose={chooseHotel}
                showUnit={init.viewer.isLogin}
                locationId={init.locationId || null}
                mapHref={mapHref}
                cashbackPercent={init.cashbackPercent ?? null}
              />
            </li>
          ) : slot.kind === 'offers' ? (
            <li key="offers" data-flip-key="offers" className={hydrated ? laterOffers : hotelOffersUntilHydrated}>
              <TourOffers offers={init.offers} />
            </li>
          ) : (
            <li key={slotKey(slot)} data-flip-key={slotKey(slot)}>
              <BannerBox banner={slot.banner} />
            </li>
          ),
        )}
      </ol>
      <MoreSentinel label={hotelMessages.hotelResults.showMore} loading={hotelMessages.hotelResults.loadingMore} />
    </>
  );
}

function slotKey(slot: ResultSlot<HotelResult, Banner>): string {
  return slot.kind === 'hotel' ? String(slot.hotel.hotelId) : slot.kind === 'offers' ? 'offers' : `banner-${slot.banner.id}`;
}

export function MapButton({ view }: { view: 'list' | 'map' }) {
  const { init, store } = useResults();
  const snap = useSnapshot(store);
  const query = {
    ...omitKeys(init.query, HOTEL_FILTER_KEYS),
    ...buildFilterQuery({
      ...snap.filters,
      price: snap.filters.price ? { ...snap.filters.price } : null,
      stars: [...snap.filters.stars],
      areas: [...snap.filters.areas],
      types: [...snap.filters.types],
      providers: [...snap.filters.providers],
    }),
  };
  const href =
    view === 'list'
      ? hotelMapSearchPath(init.destination, query)
      : `/hotel/${encodeURIComponent(init.destination)}/search?${new URLSearchParams(query)}`;
  return (
    <a href={href} className={button({ variant: 'outline', size: 'sm' })} data-testid={view === 'list' ? 'map-button' : 'list-button'}>
      {view === 'list' ? hotelMessages.hotelSearch.showOnMap : hotelMessages.hotelResults.backToList}
    </a>
  );
}

const columnStyles = {
  toolbar: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', mb: '4' }),
};

/** The shared filters column with the hotel panel. */
export function HotelFiltersColumn() {
  const { store } = useResults();
  const snap = useSnapshot(store);
  return <FiltersDrawer panel={() => <FiltersPanel />} open={snap.filtersOpen} onOpenChange={(o) => (store.filtersOpen = o)} />;
}

export function ResultsToolbar({ view }: { view: 'list' | 'map' }) {
  return (
    <div className={columnStyles.toolbar}>
      <ResultsCounter count={hotelMessages.hotelSearch.resultsCount} soFar={hotelMessages.hotelSearch.foundSoFar} />
      <SortBar />
      <MapButton view={view} />
    </div>
  );
}
