'use client';
/** The hotel results column: counter, sort, the laid-out list (hotels, tours, banners), infinite scroll, empty state. */
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { SUPPORT_PHONE_TEL, TOUR_OFFER_SLIDER_MIN } from '@/lib/constants';
import { formatDate } from '@/lib/date-format';
import { HOTEL_FILTER_KEYS, hotelMapSearchPath } from '@/lib/hotel-query';
import * as messages from '@/lib/messages';
import { formatAmount, rialToToman } from '@/lib/money';
import { omitKeys } from '@/lib/query';
import { joinParts } from '@/lib/text';
import { layoutResults } from '@/lib/results-layout';
import type { Banner, TourOffer } from '@/server/schemas/content';
import { FiltersPanel, SortBar } from './Filters';
import { HotelCard } from './HotelCard';
import { hotelDetailHref } from './HotelResults';
import { Modal } from '../ui/Modal';
import { MoreSentinel, ResultsCounter } from '../results/ResultsStatus';
import { useFlip } from '../results/use-flip';
import { useResults } from './store';

function TourOffers({ offers }: { offers: TourOffer[] }) {
  const slider = offers.length >= TOUR_OFFER_SLIDER_MIN;
  return (
    <section aria-labelledby="tour-offers-title" className={css({ my: '6' })} data-testid="tour-offers" data-slider={slider ? '1' : '0'}>
      <h2 id="tour-offers-title" className={css({ fontWeight: 'bold', mb: '3' })}>
        {messages.results.offersTitle}
      </h2>
      <ul
        className={css({
          display: 'flex',
          gap: '3',
          overflowX: slider ? 'auto' : 'visible',
          flexWrap: slider ? 'nowrap' : 'wrap',
          scrollSnapType: '[x mandatory]',
          pb: '2',
        })}
        tabIndex={slider ? 0 : undefined}
        aria-label={slider ? messages.results.offersTitle : undefined}
      >
        {offers.map((o) => (
          <li
            key={o.id}
            className={css({
              flex: '[0 0 240px]',
              bg: 'white',
              borderRadius: 'l3',
              borderWidth: '1px',
              borderColor: 'border.default',
              p: '3',
              scrollSnapAlign: 'start',
            })}
          >
            <p className={css({ fontWeight: 'semibold' })}>{o.hotelPersianName}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {joinParts(`${o.sourcePersianName} ← ${o.destinationPersianName}`, messages.results.offerNights(o.nights))}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {messages.results.loadingDates(
                formatDate(o.fromDate, 'jalali', { year: false }),
                formatDate(o.toDate, 'jalali', { year: false }),
              )}
            </p>
            <p className={css({ fontWeight: 'bold', color: 'primary.default' })}>
              {messages.results.offerPrice(formatAmount(rialToToman(o.price)))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerBox({ banner }: { banner: Banner }) {
  return (
    <a
      href={banner.Link}
      className={css({ display: 'block', mb: '4', borderRadius: 'l3', overflow: 'hidden' })}
      data-testid="results-banner"
    >
      <picture>
        <source media="(min-width: 768px)" srcSet={banner.Desktop} />
        <img
          src={banner.Mobile}
          alt={banner.DstName ? `${messages.results.banner} ${banner.DstName}` : messages.results.banner}
          loading="lazy"
          className={css({ w: 'full', h: 'auto' })}
          width={800}
          height={120}
        />
      </picture>
    </a>
  );
}

// overflow-anchor: the list re-orders as rounds arrive; scroll anchoring would scroll the page after one moved card.
const list = css({ listStyle: 'none', overflowAnchor: 'none' });

export function ResultsList() {
  const { init, store, chooseHotel, restartSearch } = useResults();
  const snap = useSnapshot(store);
  const listRef = useRef<HTMLOListElement>(null);
  useFlip(listRef);
  const hotels = snap.ids.map((id) => snap.items.get(id)).filter((h) => h !== undefined);
  const banners = init.banners.filter((b) => b.Place === 'SearchResult');
  const slots = layoutResults({ hotels, shown: snap.shown, hasOffers: init.offers.length > 0, banners });
  const searchId = snap.searchInfo?.searchId ?? null;
  // An unreachable supplier (the token never came) or a failed search is an outage, never "no hotels".
  if (init.unreachable || (snap.finished && snap.received === 0 && snap.failed)) {
    return (
      <div role="alert" className={css({ bg: 'white', p: '6', borderRadius: 'l3', textAlign: 'center' })} data-testid="results-outage">
        <p className={css({ fontWeight: 'bold', mb: '2' })}>{messages.hotelJourney.outageTitle}</p>
        <p className={css({ mb: '3' })}>{messages.hotelJourney.outage}</p>
        <button type="button" className={button()} onClick={restartSearch}>
          {messages.hotelSearch.searchAgain}
        </button>
      </div>
    );
  }
  if (snap.finished && snap.received === 0) {
    return (
      <div className={css({ bg: 'white', p: '6', borderRadius: 'l3', textAlign: 'center' })} data-testid="results-empty">
        <p className={css({ mb: '3' })}>{messages.hotelSearch.noHotels}</p>
        <a className={button()} href={`tel:${SUPPORT_PHONE_TEL}`}>
          {messages.common.supportPhone}
        </a>
      </div>
    );
  }
  return (
    <>
      {hotels.length === 0 && snap.received > 0 ? (
        <p className={css({ p: '6', bg: 'white', borderRadius: 'l3' })}>{messages.results.noneMatch}</p>
      ) : null}
      <ol ref={listRef} className={list} data-testid="results-list">
        {slots.map((slot) =>
          slot.kind === 'hotel' ? (
            <li key={slot.hotel.hotelId} data-flip-key={slot.hotel.hotelId}>
              <HotelCard
                hotel={slot.hotel}
                href={hotelDetailHref(init, slot.hotel, searchId)}
                destination={init.destination}
                onChoose={chooseHotel}
                eager={slot.index < 3}
              />
            </li>
          ) : slot.kind === 'offers' ? (
            <li key="offers" data-flip-key="offers">
              <TourOffers offers={init.offers} />
            </li>
          ) : (
            <li key={`banner-${slot.banner.id}`} data-flip-key={`banner-${slot.banner.id}`}>
              <BannerBox banner={slot.banner} />
            </li>
          ),
        )}
      </ol>
      <MoreSentinel label={messages.results.showMore} loading={messages.results.loadingMore} />
    </>
  );
}

export function MapButton({ view }: { view: 'list' | 'map' }) {
  const { init, store } = useResults();
  const snap = useSnapshot(store);
  const query = {
    ...omitKeys(init.query, HOTEL_FILTER_KEYS),
    fSort: snap.filters.sort,
    ...(snap.filters.hotelName ? { fHotelName: snap.filters.hotelName } : {}),
    ...(snap.filters.price ? { fPrice: `${snap.filters.price.min}-${snap.filters.price.max}` } : {}),
    ...(snap.filters.stars.length ? { fStar: snap.filters.stars.join(',') } : {}),
  };
  const href =
    view === 'list'
      ? hotelMapSearchPath(init.destination, query)
      : `/hotel/${encodeURIComponent(init.destination)}/search?${new URLSearchParams(query)}`;
  return (
    <a href={href} className={button({ variant: 'outline', size: 'sm' })} data-testid={view === 'list' ? 'map-button' : 'list-button'}>
      {view === 'list' ? messages.hotelSearch.showOnMap : messages.results.backToList}
    </a>
  );
}

/** Desktop: the panel beside the list. Mobile: a button that opens it in a dialog. */
export function FiltersColumn() {
  const { store } = useResults();
  const snap = useSnapshot(store);
  return (
    <>
      <div className={css({ display: { base: 'none', lg: 'block' } })}>
        <FiltersPanel />
      </div>
      <div className={css({ display: { base: 'block', lg: 'none' } })}>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => (store.filtersOpen = true)}>
          {messages.results.filtersButton}
        </button>
        <Modal open={snap.filtersOpen} onOpenChange={(o) => (store.filtersOpen = o)} title={messages.filters.title} fullScreen>
          <FiltersPanel />
          <button type="button" className={cx(button(), css({ w: 'full', mt: '4' }))} onClick={() => (store.filtersOpen = false)}>
            {messages.results.applyFilters}
          </button>
        </Modal>
      </div>
    </>
  );
}

export function ResultsToolbar({ view }: { view: 'list' | 'map' }) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', mb: '4' })}>
      <ResultsCounter count={messages.hotelSearch.resultsCount} soFar={messages.hotelSearch.foundSoFar} />
      <SortBar />
      <MapButton view={view} />
    </div>
  );
}
