import type { PageProps } from 'waku/router';
import { css, cx } from '../../../../../styled-system/css';
import { panelFrame } from '@/components/ui/panel';
import { SupportPhone } from '@/components/content/SupportPhone';
import { PageMeta } from '@/components/layout/PageMeta';
import { LeadBox } from '@/components/lead/LeadBox';
import { flightHotelPagePath, flightHotelPlaces, flightHotelQuery, flightHotelStay, flightLines } from '@/products/flight-hotel/model/page';
import { stripHotelQuery } from '@/products/hotel/model/query';
import { flightHotelForm, flightHotelPage } from '@/products/flight-hotel/messages';
import { omitKeys, toQuery } from '@/lib/query';
import { upstream } from '@/server/request-context';
import { flightHotelApi } from '@/server/upstream/flight-hotel';
import { currentDay } from '@/server/clock';

const SHOWN = 8;

// /flight-hotel/{origin-destination}: the destination's offer page, a few of its hotels from the supplier, each
// linking to the flight+hotel hotel page with the same dates and rooms.
export default async function FlightHotelDestinationPage({ destination, query }: PageProps<'/flight-hotel/[destination]'>) {
  const q = toQuery(query ?? '');
  const places = flightHotelPlaces(destination);
  const hotels = places.citySlug ? (await flightHotelApi(upstream()).topHotelsOf(places.citySlug)).slice(0, SHOWN) : [];
  const city = places.destination.city;
  const stay = flightHotelStay(q, currentDay());
  const linkQuery = flightHotelQuery(stay, omitKeys(stripHotelQuery(q), ['hotelId', 'flightDate', 'returnDate', 'startDate', 'endDate']));
  const m = flightHotelPage;
  return (
    <>
      <PageMeta title={m.destinationHeading(city)} description={m.destinationIntro(city)} />
      <article className={css({ display: 'grid', gap: '6' })}>
        <header className={css({ display: 'grid', gap: '2' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{m.destinationHeading(city)}</h1>
          <p>{m.destinationIntro(city)}</p>
          <ul className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="flights">
            {flightLines(places, stay).map((line) => (
              <li key={line.label}>
                {line.label}: {line.text}
              </li>
            ))}
          </ul>
        </header>
        <section aria-labelledby="fh-hotels" className={css({ display: 'grid', gap: '3' })}>
          <h2 id="fh-hotels" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {m.hotelsTitle(city)}
          </h2>
          {hotels.length === 0 ? <p data-testid="no-hotels">{m.noHotels}</p> : null}
          <ul
            className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}
            data-testid="fh-hotels"
          >
            {hotels.map((hotel) => (
              <li
                key={hotel.hotelId}
                className={cx(panelFrame, css({ overflow: 'hidden', display: 'grid', gridTemplateColumns: '8rem 1fr' }))}
              >
                {hotel.images[0] ? (
                  <img
                    src={hotel.images[0].path}
                    alt=""
                    width={128}
                    height={96}
                    loading="lazy"
                    className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
                  />
                ) : (
                  <span />
                )}
                <div className={css({ p: '3', display: 'grid', gap: '1' })}>
                  <h3 className={css({ fontWeight: 'bold' })}>{hotel.persianName}</h3>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.stars(hotel.star)}</p>
                  <a
                    href={flightHotelPagePath(destination, hotel, linkQuery)}
                    className={css({ color: 'primary.text', textDecoration: 'underline' })}
                  >
                    {m.viewHotel}
                    <span className={css({ srOnly: true })}> {hotel.persianName}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <SupportPhone />
        <LeadBox product={flightHotelForm.name} cityName={city} />
      </article>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
