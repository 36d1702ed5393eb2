import { unstable_notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { css } from '../../../../../styled-system/css';
import { HotelFacts } from '@/products/hotel/components/booking/HotelFacts';
import { HotelGallery } from '@/products/hotel/components/booking/HotelGallery';
import { PackageList } from '@/products/hotel/components/booking/PackageList';
import { PageMeta } from '@/components/layout/PageMeta';
import { formatJalali } from '@/lib/date-format';
import { findHotelByName, flightHotelPlaces, flightHotelStay, flightLines } from '@/products/flight-hotel/model/page';
import { hotelMapSearchPath, parseHotelQuery, stripHotelQuery } from '@/products/hotel/model/query';
import { flightHotelPage } from '@/products/flight-hotel/messages';
import { packageType } from '@/products/hotel/messages';
import { omitKeys, toQuery, toSearchString } from '@/lib/query';
import { roomsSummary } from '@/lib/rooms';
import { guestBookingAllowed, upstream, viewer } from '@/server/request-context';
import { flightHotelApi } from '@/server/upstream/flight-hotel';
import { hotelDetailsApi } from '@/products/hotel/server/upstream/details';
import { joinParts, formatNumber } from '@/lib/text';
import { currentDay } from '@/server/clock';

// /flight-hotel/{origin-destination}/{hotelName}?hotelId=…&flightDate=…&returnDate=…&room…: a dynamic tour's hotel.
// The stay runs from the outbound to the return flight; packages stream through the edge as on the hotel page, each
// with the package-type panel. Without hotelId the hotel is found by its name among the destination's hotels.
export default async function FlightHotelHotelPage({
  destination,
  hotelName,
  query,
}: PageProps<'/flight-hotel/[destination]/[hotelName]'>) {
  const q = toQuery(query ?? '');
  const places = flightHotelPlaces(destination);
  const client = upstream();
  const hotelId = Number(q['hotelId'] ?? q['HotelId']);
  let hotel = Number.isSafeInteger(hotelId) && hotelId > 0 ? await hotelDetailsApi(client).byId(hotelId) : null;
  if (!hotel && places.citySlug && !q['hotelId'])
    hotel = findHotelByName(await flightHotelApi(client).allHotelsOf(places.citySlug), hotelName) ?? null;
  if (!hotel) unstable_notFound();

  const stay = flightHotelStay(q, currentDay());
  const rooms = parseHotelQuery(q).rooms;
  const rest = omitKeys(stripHotelQuery(q), ['hotelId', 'flightDate', 'returnDate', 'startDate', 'endDate']);
  const streamQuery = { ...rest, startDate: stay.checkIn, endDate: stay.checkOut };
  const me = viewer();
  const city = places.destination.country === null ? hotel.cityPersianName : places.destination.city;
  const m = flightHotelPage;

  return (
    <>
      <PageMeta title={m.heading(hotel.persianName, city)} description={hotel.metaDescription || hotel.description.slice(0, 150)} />
      <article className={css({ display: 'grid', gap: '6' })}>
        <p className={css({ color: 'primary.text', fontWeight: 'bold' })}>{m.destinationHeading(city)}</p>
        <HotelGallery hotel={hotel} />
        <HotelFacts hotel={hotel} mapHref={hotelMapSearchPath(hotel.citySlug, { ...streamQuery, hotelId: String(hotel.hotelId) })} />
        <section
          aria-label={packageType.panelTitle}
          className={css({ bg: 'gray.2', p: '3', borderRadius: 'l2', display: 'grid', gap: '1' })}
        >
          <ul className={css({ display: 'grid', gap: '1' })} data-testid="flights">
            {flightLines(places, stay).map((line) => (
              <li key={line.label}>
                <span className={css({ fontWeight: 'bold' })}>{line.label}:</span> {line.text}
              </li>
            ))}
          </ul>
          <p data-testid="stay">
            {joinParts(
              `${formatJalali(stay.checkIn)} تا ${formatJalali(stay.checkOut)}`,
              `${formatNumber(stay.nights)} شب`,
              roomsSummary(rooms),
            )}
          </p>
        </section>
        <PackageList
          variant="dynamic-tour"
          hotelId={hotel.hotelId}
          hotelName={hotel.persianName}
          destination={hotel.citySlug}
          checkIn={stay.checkIn}
          checkOut={stay.checkOut}
          streamUrl={`/stream/packages/${hotel.hotelId}${toSearchString(streamQuery)}`}
          passengersUrl={`/hotel/${encodeURIComponent(hotel.citySlug)}/passengers${toSearchString({ ...streamQuery, hotelId: String(hotel.hotelId) })}`}
          currency={me.currency}
          isLogin={me.isLogin}
          isCounter={me.isCounter}
          guestBookingAllowed={guestBookingAllowed()}
        />
      </article>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
