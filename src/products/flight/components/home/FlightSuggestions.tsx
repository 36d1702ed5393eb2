/**
 * /flight: the suggested cheap flights (SuggestionFlight) and the routes most searched this week
 * (GetSuggestedPopularFlight), issue 49 point 9. Server-rendered links (no JavaScript), streamed in behind the search
 * form; a list the supplier could not give is not shown, and with neither nothing is shown.
 */
import { css } from '../../../../../styled-system/css';
import { linkCards } from '@/components/ui/link-cards';
import { formatDate } from '@/lib/date-format';
import { type DisplayCurrency, formatMoney, TOMAN_DISPLAY } from '@/lib/money';
import { flightHome } from '@/products/flight/messages';
import { keptAnswers } from '@/server/kept-answers';
import { upstream } from '@/server/request-context';
import { type Popular, type Suggestion, popularFlights, suggestedFlights } from '../../server/suggestions';
import { currentDay } from '@/server/clock';

/** Kept per isolate for 10 minutes, per Tehran day (server/kept-answers.ts). */
const keptSuggested = keptAnswers<Suggestion>(10 * 60_000);
const keptPopular = keptAnswers<Popular>(10 * 60_000);

/**
 * Kept answers render at once (a plain function's element: the block is written inside the shell, as the home page's
 * kept blocks are; an awaited chain of promises streamed it out of line even when both were kept); otherwise the
 * two calls are awaited.
 */
export function FlightSuggestions({ money = TOMAN_DISPLAY }: { money?: DisplayCurrency }) {
  const today = currentDay();
  const suggested = keptSuggested.peek(today);
  const popular = keptPopular.peek(today);
  if (suggested && popular) return <SuggestionLists suggested={suggested} popular={popular} money={money} />;
  const client = upstream();
  return Promise.all([
    keptSuggested.get(today, () => suggestedFlights(client, today)),
    keptPopular.get(today, () => popularFlights(client, today)),
  ]).then(([s, p]) => <SuggestionLists suggested={s} popular={p} money={money} />);
}

function SuggestionLists({ suggested, popular, money }: { suggested: Suggestion[]; popular: Popular[]; money: DisplayCurrency }) {
  if (!suggested.length && !popular.length) return null;
  return (
    <div className={styles.wrap}>
      {suggested.length ? (
        <section aria-labelledby="flight-suggested-title" data-testid="flight-suggested">
          <h2 id="flight-suggested-title" className={styles.title}>
            {flightHome.suggestedTitle}
          </h2>
          <ul className={styles.list}>
            {suggested.map((s) => (
              <li key={`${s.source}-${s.destination}`}>
                <a href={s.href} className={styles.card} data-suggestion={`${s.source}-${s.destination}`} data-date={s.date}>
                  <span className={styles.name}>{flightHome.route(s.sourceCity, s.destinationCity)}</span>
                  <span className={styles.price}>{flightHome.lowest(formatMoney(s.price, money))}</span>
                  <span className={styles.muted}>{flightHome.suggestedOn(formatDate(s.date, 'jalali', { year: false }))}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {popular.length ? (
        <section aria-labelledby="flight-popular-title" data-testid="flight-most-searched">
          <h2 id="flight-popular-title" className={styles.title}>
            {flightHome.mostSearchedTitle}
          </h2>
          <ol className={styles.list}>
            {popular.map((p) => (
              <li key={`${p.source}-${p.destination}`}>
                <a href={p.href} className={styles.card} data-popular={`${p.source}-${p.destination}`}>
                  <span className={styles.name}>{flightHome.route(p.sourceCity, p.destinationCity)}</span>
                  <span className={styles.muted}>{flightHome.searches(p.searchCount)}</span>
                </a>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

/** The site's small linked cards (ui/link-cards.ts), two lists one under the other. */
const styles = {
  ...linkCards,
  wrap: css({ display: 'grid', gap: '6', my: '6' }),
  list: linkCards.grid,
};
