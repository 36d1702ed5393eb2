import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { PRODUCT_NAMES_FA } from '@/lib/product-search';
import type { SummaryProduct } from '@/lib/search-problems';
import { PageMeta } from '../layout/PageMeta';

/** Each product's search form, where "search again" leads. */
const SEARCH_FORM: Record<SummaryProduct | 'hotel', string> = {
  hotel: '/hotel',
  flightHotel: '/flight+hotel',
  tour: '/tour',
  insurance: '/insurance',
  attraction: '/attraction',
  cip: '/cip',
};

/**
 * A results URL that cannot be searched (src/lib/search-problems.ts): the Persian reason and a way back to the
 * product's search form. The edge answers it with status 400 (search-prefetch.ts).
 */
export function SearchProblem({ product, message }: { product: SummaryProduct | 'hotel'; message: string }) {
  const heading = `جستجوی ${product === 'hotel' ? 'هتل' : PRODUCT_NAMES_FA[product]}`;
  return (
    <>
      <PageMeta title={heading} description={message} noindex />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>{heading}</h1>
      <div
        role="alert"
        data-testid="search-problem"
        className={css({ bg: 'red.3', color: 'red.11', p: '4', borderRadius: 'l3', display: 'grid', gap: '3', justifyItems: 'start' })}
      >
        <p>{message}</p>
        <a href={SEARCH_FORM[product]} className={css({ color: 'primary.text', textDecoration: 'underline', fontWeight: 'medium' })}>
          {messages.searchInput.searchAgain}
        </a>
      </div>
    </>
  );
}
