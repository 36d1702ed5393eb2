import { tryGetContext } from 'hono/context-storage';
import { unstable_notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { css } from '../../../../../styled-system/css';
import { HotelFacts } from '@/products/hotel/components/booking/HotelFacts';
import { HotelGallery } from '@/products/hotel/components/booking/HotelGallery';
import { HotelSeo } from '@/products/hotel/components/booking/HotelSeo';
import { FavoriteButton } from '@/products/hotel/components/FavoriteButton';
import { hotelCanonicalPath } from '@/products/hotel/model/seo';
import { PackageList } from '@/products/hotel/components/booking/PackageList';
import { PageMeta } from '@/components/layout/PageMeta';
import { formatJalali } from '@/lib/date-format';
import { nightCount } from '@/lib/dates';
import { hotelMapSearchPath, parseHotelQuery, stripHotelQuery } from '@/products/hotel/model/query';
import { omitKeys, toQuery, toSearchString } from '@/lib/query';
import { defaultHotelDates } from '@/products/hotel/model/dates';
import { roomsSummary } from '@/lib/rooms';
import { upstream, viewer, guestBookingAllowed } from '@/server/request-context';
import { hotelDetailsApi } from '@/products/hotel/server/upstream/details';
import { formatNumber, joinParts } from '@/lib/text';
import { currentDay } from '@/server/clock';

// /hotel/{destination}/{hotelName}?hotelId=…&startDate=…&endDate=…&room…: the hotel, then its room packages streamed
// through the edge (src/edge/streams.ts). Without dates the stay defaults to tomorrow → today + 3.
export default async function HotelPage({ destination, hotelName, query }: PageProps<'/hotel/[destination]/[hotelName]'>) {
  const q = toQuery(query ?? '');
  const hotelId = Number(q['hotelId'] ?? q['HotelId']);
  if (!Number.isSafeInteger(hotelId) || hotelId <= 0) unstable_notFound();
  const hotel = await hotelDetailsApi(upstream()).byId(hotelId);
  if (!hotel) unstable_notFound();

  const parsed = parseHotelQuery(q);
  const fallback = defaultHotelDates(currentDay());
  const checkIn = parsed.startDate ?? fallback.startDate;
  const checkOut = parsed.endDate ?? fallback.endDate;
  const searchQuery = omitKeys(stripHotelQuery(q), ['hotelId', 'startDate', 'endDate']);
  const streamQuery = { ...searchQuery, startDate: checkIn, endDate: checkOut, ...(parsed.id ? { id: parsed.id } : {}) };
  const me = viewer();
  const nights = nightCount(checkIn, checkOut);
  const title = hotel.metaTitle || `رزرو ${hotel.persianName}`;
  const description = hotel.metaDescription || hotel.description.slice(0, 150);

  return (
    <>
      <PageMeta title={title} description={description} />
      <HotelSeo
        hotel={hotel}
        title={title}
        description={description}
        origin={new URL(tryGetContext()?.req.url ?? 'http://localhost/').origin}
      />
      <article className={css({ display: 'grid', gap: '6' })}>
        <HotelGallery hotel={hotel} />
        {/* The client islands (the heart, the packages) are part of the shell, with no Suspense boundary of their
            own: whether such a boundary is complete when the shell is written is a race with loading the island's
            module on the server. On a cold isolate it lost, the heart came as a hidden segment revealed later, and
            everything below it moved (the bench's hotel page: CLS 0.127). The first hydration is a transition, so
            it is time-sliced all the same (src/waku.client.tsx). */}
        <FavoriteButton
          hotel={{
            hotelId: hotel.hotelId,
            name: hotel.persianName,
            href: hotelCanonicalPath(hotel),
            city: hotel.cityPersianName,
          }}
        />
        <HotelFacts hotel={hotel} mapHref={hotelMapSearchPath(hotel.citySlug, { ...streamQuery, hotelId: String(hotel.hotelId) })} />
        <p className={css({ bg: 'gray.2', p: '3', borderRadius: 'l2' })} data-testid="stay">
          {joinParts(`${formatJalali(checkIn)} تا ${formatJalali(checkOut)}`, `${formatNumber(nights)} شب`, roomsSummary(parsed.rooms))}
        </p>
        <PackageList
          hotelId={hotel.hotelId}
          hotelName={hotel.persianName}
          destination={hotel.citySlug}
          checkIn={checkIn}
          checkOut={checkOut}
          streamUrl={`/stream/packages/${hotel.hotelId}${toSearchString(streamQuery)}`}
          passengersUrl={`/hotel/${encodeURIComponent(destination)}/passengers${toSearchString({ ...streamQuery, hotelId: String(hotel.hotelId) })}`}
          currency={me.currency}
          isLogin={me.isLogin}
          isCounter={me.isCounter}
          guestBookingAllowed={guestBookingAllowed()}
        />
      </article>
      <span hidden data-hotel-name={hotelName} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
