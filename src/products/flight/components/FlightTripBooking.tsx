'use client';
/**
 * The chosen trip's total and «continue to passengers». Loaded when a flight is chosen, with the provision (see
 * FlightResults), not with the page: its texts (the payment group) are needed only from then on.
 */
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { useMoney } from '@/components/money/MoneyProvider';

export function FlightTripBooking({ total, onBook }: { total: number; onBook: () => void }) {
  const money = useMoney();
  return (
    <div className={tripRow}>
      <p role="status" className={css({ fontWeight: 'bold', color: 'primary.default' })} data-testid="flight-trip-total">
        {flightMessages.flightResults.tripTotal(money.format(total))}
      </p>
      <button type="button" className={button({ size: 'lg' })} onClick={onBook} data-testid="flight-book">
        {messages.payment.continueToPassengers}
      </button>
    </div>
  );
}

/** At least the large button's height, as the placeholder while this code loads (FlightList). */
const tripRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  minH: '11',
});
