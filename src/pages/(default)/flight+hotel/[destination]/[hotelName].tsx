import type { PageProps } from 'waku/router';
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes';
import { SearchProblem } from '@/components/content/SearchProblem';
import { PageMeta } from '@/components/layout/PageMeta';
import { omitKeys, type Query, toQuery, toSearchString } from '@/lib/query';
import { flightHotelForm, bundlePage as m } from '@/products/flight-hotel/messages';
import { BUNDLE_FILTER_KEYS } from '@/products/flight-hotel/model/search';
import { BundlePrice, ChangeFlights, ChosenFlights, RoomsPanel } from '@/products/flight-hotel/components/detail/BundleDetail';
import { ReserveBundle } from '@/products/flight-hotel/components/detail/ReserveBundle';
import { loadBundlePage } from '@/products/flight-hotel/server/bundle';
import { HotelFacts } from '@/products/hotel/components/booking/HotelFacts';
import { HotelGallery } from '@/products/hotel/components/booking/HotelGallery';
import { PackageList } from '@/products/hotel/components/booking/PackageList';
import { hotelMapSearchPath } from '@/products/hotel/model/query';
import { hotelDetailsApi } from '@/products/hotel/server/upstream/details';
import { guestBookingAllowed, upstream, viewer } from '@/server/request-context';
import { currentDay } from '@/server/clock';

const CHOICE_KEYS = ['outbound', 'inbound', 'allFlights', 'package'] as const;

/**
 * `/flight+hotel/{SRC-DST}/{Hotel-Name}?hotelId&flightDate&returnDate&room…[&searchToken][&outbound&inbound]`: one
 * bundle (issue 44). The hotel (photos, facts), the bundle's rooms (package-type panel), the chosen outbound and
 * return flights, the price, «change flights» (every pair of the bundle with its price difference), and the hotel's
 * other room packages for the stay, searched as a dynamic tour's (`isTourDynamic`), shown but not sold alone, and
 * «reserve», which puts both flights and the hotel in the basket as one bundle (components/detail/ReserveBundle.tsx).
 */
export default async function BundlePage({ destination, hotelName, query }: PageProps<'/flight+hotel/[destination]/[hotelName]'>) {
  const q = toQuery(query ?? '');
  const client = upstream();
  const page = await loadBundlePage(client, destination, q, currentDay());
  const resultsHref = `/flight+hotel/${encodeURIComponent(destination)}/search${toSearchString(omitKeys(q, ['hotelId', 'searchToken', ...CHOICE_KEYS, ...BUNDLE_FILTER_KEYS]))}`;
  if (page.kind === 'invalid') return <SearchProblem productName={flightHotelForm.name} formPath="/flight+hotel" message={page.message} />;
  const state = (text: string, role: 'alert' | 'status', testId: string) => (
    <div
      role={role}
      data-testid={testId}
      className={css({ bg: 'white', borderRadius: 'l3', borderWidth: '1px', p: '6', display: 'grid', gap: '3', justifyItems: 'start' })}
    >
      <p>{text}</p>
      <a href={resultsHref} className={button({ variant: 'outline' })}>
        {m.backToResults}
      </a>
    </div>
  );
  if (page.kind === 'outage') return state(m.outage, 'alert', 'bundle-outage');
  if (page.kind === 'none') return state(m.none, 'status', 'bundle-none');

  const { bundle, chosen } = page;
  const hotel = await hotelDetailsApi(client)
    .byId(bundle.hotel.hotelId)
    .catch(() => null);
  const city = bundle.hotel.cityPersianName;
  const base = { ...omitKeys(q, CHOICE_KEYS), searchToken: page.searchToken };
  const self = `/flight+hotel/${encodeURIComponent(destination)}/${encodeURIComponent(hotelName)}`;
  // A link keeps the chosen flights and room package unless it changes them.
  const kept: Query = {
    outbound: chosen.outbound.flightId,
    inbound: chosen.inbound.flightId,
    ...(page.chosenPackage.packageNumber !== bundle.packageNumber ? { package: page.chosenPackage.packageNumber } : {}),
  };
  const linkTo = (changes: Query) => `${self}${toSearchString({ ...base, ...kept, ...changes })}`;
  const streamQuery = {
    room: String(page.request.rooms.length),
    ...Object.fromEntries(page.request.rooms.map((r, i) => [`room-${i}`, [r.adults, ...r.children].join(',')])),
    startDate: page.request.checkIn,
    endDate: page.request.checkOut,
    tourDynamic: '1',
  };
  const me = viewer();
  return (
    <>
      <PageMeta title={m.heading(bundle.hotel.persianName, city)} description={m.description(bundle.hotel.persianName, city)} noindex />
      <article className={css({ display: 'grid', gap: '5' })} data-testid="bundle-page" data-hotel={bundle.hotel.hotelId}>
        <a href={resultsHref} className={css({ color: 'primary.text', fontSize: 'sm' })}>
          {m.backToResults}
        </a>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{m.heading(bundle.hotel.persianName, city)}</h1>
        {hotel ? <HotelGallery hotel={hotel} /> : null}
        {hotel ? (
          <HotelFacts hotel={hotel} mapHref={hotelMapSearchPath(hotel.citySlug, { ...streamQuery, hotelId: String(hotel.hotelId) })} />
        ) : null}
        <RoomsPanel packages={page.packages} chosen={page.chosenPackage} flightPrice={chosen.flightPrice} linkTo={linkTo} />
        <ChosenFlights pair={chosen} />
        <BundlePrice bundle={bundle} pair={chosen} pkg={page.chosenPackage} total={page.total} />
        <ReserveBundle
          searchToken={page.searchToken}
          hotelId={bundle.hotel.hotelId}
          outboundId={chosen.outbound.flightId}
          inboundId={chosen.inbound.flightId}
          packageNumber={page.chosenPackage.packageNumber}
          route={`${page.request.source}-${page.request.destination}`}
          total={page.total}
        />
        <ChangeFlights pairs={page.pairs} chosen={chosen} hasMore={page.hasMore} totalPairs={page.totalPairs} linkTo={linkTo} />
        {hotel ? (
          <section aria-labelledby="bundle-packages" className={css({ display: 'grid', gap: '3' })}>
            <h2 id="bundle-packages" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
              {m.packagesTitle}
            </h2>
            <PackageList
              variant="dynamic-tour"
              hotelId={hotel.hotelId}
              hotelName={hotel.persianName}
              destination={hotel.citySlug}
              checkIn={page.request.checkIn}
              checkOut={page.request.checkOut}
              streamUrl={`/stream/packages/${hotel.hotelId}${toSearchString(streamQuery)}`}
              currency={me.currency}
              isLogin={me.isLogin}
              isCounter={me.isCounter}
              guestBookingAllowed={guestBookingAllowed()}
            />
          </section>
        ) : null}
      </article>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
