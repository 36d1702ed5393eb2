/**
 * The search-in-progress dialog of the flight results page: «searching for the cheapest ticket», the route, the
 * dates and the passengers. It is the results' Suspense fallback, so it shows from the first byte of the page until
 * the first round (or the end of the search) streams in; a server component, it adds no script to the page.
 */
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { joinParts } from '@/lib/text';

export function FlightSearchLoading({ route, dates, passengers }: { route: string; dates: string; passengers: string }) {
  return (
    <div className={css({ position: 'fixed', inset: '0', zIndex: 'modal', bg: 'black.a7', display: 'grid', placeItems: 'center', p: '4' })}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="search-loading-title"
        aria-busy="true"
        data-testid="search-loading"
        className={css({
          bg: 'white',
          borderRadius: 'l3',
          p: '6',
          w: '[min(92vw, 420px)]',
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
          boxShadow: 'lg',
        })}
      >
        <h2 id="search-loading-title" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {messages.searchLoading.ticket}
        </h2>
        <p className={css({ fontWeight: 'semibold' })}>{route}</p>
        <p className={css({ color: 'fg.muted' })}>{joinParts(dates, passengers)}</p>
        <div aria-hidden="true" className={css({ h: '1', bg: 'primary.default', borderRadius: 'full', animation: 'skeleton-pulse' })} />
      </div>
    </div>
  );
}
