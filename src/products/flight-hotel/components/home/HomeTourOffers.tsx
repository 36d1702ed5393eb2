/**
 * The home page's popular tour destinations with their lowest price per person, and the current tour offers
 * (flight + hotel) as cards (issue 48), server-rendered (no JavaScript). Each opens the flight+hotel search of its
 * days. Nothing is shown when the supplier has no offer or does not answer in time.
 */
import { linkCards } from '@/components/ui/link-cards';
import { formatDate } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { flightHotelHome as m } from '@/products/flight-hotel/messages';
import { upstream } from '@/server/request-context';
import { homeOffers } from '../../server/home-offers';
import { currentDay } from '@/server/clock';

const day = (iso: string) => formatDate(iso, 'jalali', { year: false });

export async function HomeTourOffers() {
  const [{ destinations, offers }, money] = await Promise.all([homeOffers(upstream(), currentDay()), displayCurrency()]);
  const toman = (rial: number) => formatMoney(rial, money);
  if (destinations.length === 0) return null;
  return (
    <>
      <section aria-labelledby="tour-destinations-title" data-testid="tour-destinations" className={styles.section}>
        <h2 id="tour-destinations-title" className={styles.title}>
          {m.destinationsTitle}
        </h2>
        <ul className={styles.grid}>
          {destinations.map((d) => (
            <li key={d.destinationId}>
              <a href={d.href} className={styles.card} data-testid="tour-destination" data-price={d.lowestPrice}>
                <span className={styles.name}>{m.destination(d.name)}</span>
                <span className={styles.price}>{m.lowest(toman(d.lowestPrice))}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-offers-title" data-testid="home-tour-offers" className={styles.section}>
        <h2 id="home-offers-title" className={styles.title}>
          {m.offersTitle}
        </h2>
        <ul className={styles.offers}>
          {offers.map((o) => (
            <li key={o.id}>
              <a href={o.href} className={styles.offer} data-testid="home-tour-offer">
                <img src={o.image.path} alt="" className={styles.image} loading="lazy" width={240} height={120} />
                <span className={styles.body}>
                  <span className={styles.name}>{o.hotelPersianName}</span>
                  <span className={styles.muted}>{m.stars(o.star)}</span>
                  <span className={styles.muted}>{m.route(o.sourcePersianName, o.destinationPersianName, o.nights)}</span>
                  <span className={styles.muted}>{m.dates(day(o.fromDate), day(o.toDate))}</span>
                  <span className={styles.muted}>{m.airlines(o.wentCompany.persianName, o.returnCompany.persianName)}</span>
                  <span className={styles.price}>{m.lowest(toman(o.price))}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const styles = linkCards;
