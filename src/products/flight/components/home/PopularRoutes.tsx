/**
 * The home page's popular flight routes with their lowest one-way fares (issue 48), server-rendered (no JavaScript):
 * each card opens the route's search on its cheapest day. A route whose price could not be had is shown without it.
 */
import { linkCards } from '@/components/ui/link-cards';
import { formatDate } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { flightHome } from '@/products/flight/messages';
import { upstream } from '@/server/request-context';
import { popularRoutes } from '../../server/popular-routes';
import { currentDay } from '@/server/clock';

export async function PopularRoutes() {
  const [routes, money] = await Promise.all([popularRoutes(upstream(), currentDay()), displayCurrency()]);
  return (
    <section aria-labelledby="popular-routes-title" data-testid="popular-routes" className={styles.section}>
      <h2 id="popular-routes-title" className={styles.title}>
        {flightHome.popularTitle}
      </h2>
      <ul className={styles.list}>
        {routes.map((r) => (
          <li key={`${r.origin}-${r.destination}`}>
            <a href={r.href} className={styles.card} data-testid="popular-route" data-price={r.lowestPrice ?? undefined}>
              <span className={styles.name}>{flightHome.route(r.originCity, r.destinationCity)}</span>
              {r.lowestPrice !== null && r.date ? (
                <>
                  <span className={styles.price}>{flightHome.lowest(formatMoney(r.lowestPrice, money))}</span>
                  <span className={styles.muted}>{flightHome.lowestOn(formatDate(r.date, 'jalali', { year: false }))}</span>
                </>
              ) : (
                <span className={styles.muted}>{flightHome.noPrice}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const styles = { ...linkCards, list: linkCards.grid };
