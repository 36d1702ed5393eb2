/**
 * A destination's flight+hotel tour offers on its tour page (`/tour/{destination}`, issue 44 deliver 4), server
 * rendered (no JavaScript): each card the offer's image, hotel and stars, both airlines (icon and name), dates,
 * nights and price per person, and a link to the flight+hotel search of its days (spec 001 §2, tourOfferSearchPath).
 * Nothing is shown when the city is unknown or the supplier has no offer or does not answer in time.
 */
import { css } from '../../../../styled-system/css';
import { linkCards } from '@/components/ui/link-cards';
import { formatDate } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { upstream } from '@/server/request-context';
import { destinationOffers as d, flightHotelHome as m } from '../messages';
import { destinationOffers } from '../server/home-offers';

const day = (iso: string) => formatDate(iso, 'jalali', { year: false });

export async function DestinationTourOffers({ destination }: { destination: string }) {
  const [offers, money] = await Promise.all([destinationOffers(upstream(), destination), displayCurrency()]);
  const toman = (rial: number) => formatMoney(rial, money);
  const first = offers[0];
  if (!first) return null;
  return (
    <section aria-labelledby="destination-offers-title" data-testid="destination-tour-offers" className={styles.section}>
      <h2 id="destination-offers-title" className={styles.title}>
        {d.title(first.destinationPersianName)}
      </h2>
      <ul className={styles.offers}>
        {offers.map((o) => (
          <li key={o.id}>
            <a href={o.href} className={styles.offer} data-testid="destination-tour-offer" data-price={o.price}>
              <img src={o.image.path} alt="" className={styles.image} loading="lazy" width={240} height={120} />
              <span className={styles.body}>
                <span className={styles.name}>{o.hotelPersianName}</span>
                <span className={styles.muted}>{m.stars(o.star)}</span>
                <span className={styles.muted}>{m.route(o.sourcePersianName, o.destinationPersianName, o.nights)}</span>
                <span className={styles.muted}>{m.dates(day(o.fromDate), day(o.toDate))}</span>
                <span className={styles.airline} data-testid="offer-went">
                  <img src={o.wentCompany.iconUrl} alt="" className={styles.logo} width={20} height={20} loading="lazy" />
                  {d.went(o.wentCompany.persianName)}
                </span>
                <span className={styles.airline} data-testid="offer-return">
                  <img src={o.returnCompany.iconUrl} alt="" className={styles.logo} width={20} height={20} loading="lazy" />
                  {d.back(o.returnCompany.persianName)}
                </span>
                <span className={styles.price}>{m.lowest(toman(o.price))}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const styles = {
  ...linkCards,
  airline: css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' }),
  logo: css({ w: '5', h: '5', objectFit: 'contain' }),
};
