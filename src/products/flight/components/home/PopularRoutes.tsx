/**
 * The home page's popular flight routes with their lowest one-way fares (issue 48), server-rendered (no JavaScript):
 * each card opens the route's search on its cheapest day. A route whose price could not be had is shown without it.
 */
import { css } from '../../../../../styled-system/css';
import { formatDate } from '@/lib/date-format';
import { todayIn } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { flightHome } from '@/products/flight/messages';
import { upstream } from '@/server/request-context';
import { popularRoutes } from '../../server/popular-routes';

export async function PopularRoutes() {
  const [routes, money] = await Promise.all([popularRoutes(upstream(), todayIn()), displayCurrency()]);
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

const styles = {
  section: css({ my: '8' }),
  title: css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' }),
  list: css({ display: 'grid', gap: '3', gridTemplateColumns: '[repeat(auto-fill, minmax(10rem, 1fr))]' }),
  card: css({
    display: 'grid',
    gap: '1',
    p: '3',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    color: 'fg.default',
    textDecoration: 'none',
    _hover: { borderColor: 'primary.default' },
    _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' },
  }),
  name: css({ fontWeight: 'semibold' }),
  price: css({ fontWeight: 'bold', color: 'primary.text' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
};
