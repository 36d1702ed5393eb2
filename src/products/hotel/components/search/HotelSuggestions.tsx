/**
 * /hotel: the suggested hotels of popular cities (hotel suggestions, issue 49 point 9), server-rendered links to each
 * hotel's page, streamed behind the search form. A city the supplier could not answer for is left out; none → nothing.
 */
import { css } from '../../../../../styled-system/css';
import { linkCards } from '@/components/ui/link-cards';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { hotelSuggestions as m } from '@/products/hotel/messages';
import { upstream } from '@/server/request-context';
import { keptAnswers } from '@/server/kept-answers';
import { hotelSuggestions, SUGGESTED_CITIES, type SuggestedHotel } from '../../server/suggestions';

/** Kept per isolate for 10 minutes, per city (server/kept-answers.ts). */
const kept = keptAnswers<SuggestedHotel>(10 * 60_000);

export async function HotelSuggestions() {
  const client = upstream();
  const [answers, money] = await Promise.all([
    Promise.all(SUGGESTED_CITIES.map((id) => kept.get(String(id), () => hotelSuggestions(client, id)))),
    displayCurrency(),
  ]);
  const cities = answers.filter((list) => list.length > 0);
  if (!cities.length) return null;
  return (
    <div className={styles.wrap} data-testid="hotel-suggestions">
      {cities.map((hotels) => {
        const city = hotels[0]!;
        const titleId = `hotel-suggestions-${city.cityId}`;
        return (
          <section key={city.cityId} aria-labelledby={titleId} data-city={city.cityId}>
            <h2 id={titleId} className={styles.title}>
              {m.title(city.cityName)}
            </h2>
            <ul className={styles.list}>
              {hotels.map((h) => (
                <li key={h.hotelId}>
                  <a href={h.href} className={styles.card} data-suggested-hotel={h.hotelId}>
                    {h.image ? <img src={h.image} alt="" loading="lazy" width={480} height={320} className={styles.image} /> : null}
                    <span className={styles.body}>
                      <span className={styles.name}>{h.name}</span>
                      <span className={styles.muted}>{m.stars(h.star)}</span>
                      <span className={styles.muted}>{h.reason}</span>
                      <span className={styles.price}>{m.from(formatMoney(h.nightlyFrom, money))}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The site's linked cards with an image on top (ui/link-cards.ts), one grid per city. */
const styles = {
  ...linkCards,
  wrap: css({ display: 'grid', gap: '6', my: '8' }),
  list: linkCards.offers,
  card: linkCards.offer,
};
