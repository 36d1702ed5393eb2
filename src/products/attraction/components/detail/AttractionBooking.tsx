'use client';
/**
 * The detail page's booking box: the visit day through the shared date picker in single mode, limited to the days the
 * attraction offers and has places left (model/dates.ts: a day outside the list, past or sold out cannot be picked),
 * with each day's adult price; no return switch. Then the tickets per type (model/price.ts: children and infants
 * with an adult, at most 20 of a type, not more than the day has left), the lines and the total in toman, and «add to
 * basket and continue», which the edge prices again from the supplier before the travellers step.
 */
import { CardCashback } from '@/components/account/CashbackContext';
import { useMemo, useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes';
import { edgeJson } from '@/components/edge-client';
import { DateRangePicker } from '@/components/search/date-picker/LazyDateRangePicker';
import type { DayPrices } from '@/components/search/date-picker/day-info';
import { formatDate } from '@/lib/date-format';
import type { CalendarKind, IsoDate } from '@/lib/dates';
import { useMoney } from '@/components/money/MoneyProvider';
import { persianNumber } from '@/lib/text';
import { attractionDetail as m, attractionTexts } from '../../messages';
import { bookableDates, dateProblem } from '../../model/dates';
import {
  MAX_TICKETS_PER_TYPE,
  TICKET_TYPES,
  type TicketCounts,
  type TicketType,
  priceLines,
  ticketCountsProblem,
  ticketTotal,
} from '../../model/price';

/** One offered day as the page hands it over (the supplier's `AttractionDate`). */
export interface BookingDay {
  serviceDate: IsoDate;
  finalPrice: number;
  prices: Record<TicketType, number>;
  remaining: number;
}

export interface AttractionBookingProps {
  attractionId: number;
  name: string;
  today: IsoDate;
  dates: BookingDay[];
  /** The search's day, when the attraction can be booked then; else the first bookable day (or none). */
  initialDate: IsoDate | null;
  initialCounts: TicketCounts;
}

const styles = {
  box: css({ bg: 'white', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.default', p: '4', display: 'grid', gap: '4' }),
  title: css({ fontSize: 'lg', fontWeight: 'bold' }),
  row: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' }),
  label: css({ fontWeight: 'medium' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  stepper: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  step: css({
    w: '10',
    h: '10',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border.default',
    fontSize: 'lg',
    cursor: 'pointer',
    _disabled: { opacity: 0.4, cursor: 'not-allowed' },
    _focusVisible: { outlineWidth: '[2px]', outlineStyle: 'solid', outlineColor: 'primary.default', outlineOffset: '[2px]' },
  }),
  count: css({ minW: '6', textAlign: 'center', fontWeight: 'bold' }),
  lines: css({ display: 'grid', gap: '1', fontSize: 'sm', listStyle: 'none', p: '0', m: '0' }),
  total: css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'bold', fontSize: 'lg', borderTopWidth: '1px', pt: '3' }),
  error: css({ color: 'red.11', fontSize: 'sm' }),
};

export function AttractionBooking({ attractionId, name, today, dates, initialDate, initialCounts }: AttractionBookingProps) {
  const money = useMoney();
  const toman = (rial: number) => money.format(rial);
  const [date, setDate] = useState<IsoDate | null>(initialDate);
  const [counts, setCounts] = useState<TicketCounts>(initialCounts);
  const [open, setOpen] = useState(false);
  const [calendar, setCalendar] = useState<CalendarKind>('jalali');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const allowed = useMemo(() => bookableDates(dates, today), [dates, today]);
  // Each bookable day's adult price (the spec's `finalPrice`); the cheapest in green, as on the flight picker.
  const dayPrices = useMemo<DayPrices>(() => {
    const bookable = dates.filter((d) => allowed.includes(d.serviceDate));
    const min = Math.min(...bookable.map((d) => d.finalPrice));
    return Object.fromEntries(bookable.map((d) => [d.serviceDate, { price: d.finalPrice, isCheapest: d.finalPrice === min }]));
  }, [dates, allowed]);
  const day = date ? dates.find((d) => d.serviceDate === date) : undefined;
  const problem = date ? (dateProblem(dates, date, today) ?? (day ? ticketCountsProblem(counts, day.remaining) : null)) : null;
  const lines = day ? priceLines(day.prices, counts) : [];
  const total = day ? ticketTotal(day.prices, counts) : 0;

  const change = (t: TicketType, by: number) => {
    setError(null);
    setCounts((c) => ({ ...c, [t]: Math.max(0, Math.min(MAX_TICKETS_PER_TYPE, c[t] + by)) }));
  };

  async function add() {
    if (!date || problem || !day) return;
    setSending(true);
    setError(null);
    const res = await edgeJson<{ next: string }>('/api/basket/attractions', {
      body: { attractionId, serviceDate: date, tickets: counts },
    });
    if (res.ok) {
      window.location.assign(res.data.next);
      return;
    }
    setSending(false);
    setError(res.message || attractionTexts.invalid);
  }

  if (allowed.length === 0)
    return (
      <section className={styles.box} aria-labelledby="attraction-book-title">
        <h2 id="attraction-book-title" className={styles.title}>
          {m.book}
        </h2>
        <p role="status">{m.noDates}</p>
      </section>
    );

  return (
    <section className={styles.box} aria-labelledby="attraction-book-title" data-testid="attraction-booking">
      <h2 id="attraction-book-title" className={styles.title}>
        {m.book}
      </h2>
      <div className={styles.row}>
        <div>
          <p className={styles.label} id="attraction-date-label">
            {m.date}
          </p>
          <p data-testid="attraction-date" data-date={date ?? ''} id="attraction-date-value">
            {date ? formatDate(date, calendar, { weekday: true }) : m.noDate}
          </p>
          {day ? <p className={styles.muted}>{m.left(persianNumber(day.remaining))}</p> : null}
        </div>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => setOpen(true)}
          aria-describedby="attraction-date-label attraction-date-value"
          data-testid="attraction-date-trigger"
        >
          {m.chooseDate}
        </button>
      </div>
      <DateRangePicker
        open={open}
        onOpenChange={setOpen}
        value={{ start: date, end: null }}
        onChange={(d) => {
          setError(null);
          if (d.start) setDate(d.start);
        }}
        calendar={calendar}
        onCalendarChange={setCalendar}
        today={today}
        mode="single"
        title={m.pickerTitle(name)}
        startLabel={m.date}
        endLabel={m.date}
        allowedDates={allowed}
        dayPrices={dayPrices}
      />
      <fieldset className={css({ display: 'grid', gap: '3', border: 'none', p: '0', m: '0' })}>
        <legend className={css({ fontWeight: 'medium', mb: '2' })}>{m.tickets}</legend>
        {TICKET_TYPES.map((t) => {
          const label = attractionTexts.ticketTypes[t];
          return (
            <div key={t} className={styles.row} data-testid={`tickets-${t}`}>
              <div>
                <p id={`tickets-${t}-label`}>{label}</p>
                <p className={styles.muted}>
                  {m.ages[t]}
                  {day ? ` — ${toman(day.prices[t])}` : ''}
                </p>
              </div>
              <div className={styles.stepper}>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={m.decrease(label)}
                  disabled={counts[t] === 0}
                  onClick={() => change(t, -1)}
                  data-testid={`tickets-${t}-minus`}
                >
                  −
                </button>
                <output
                  className={styles.count}
                  aria-labelledby={`tickets-${t}-label`}
                  aria-live="polite"
                  data-testid={`tickets-${t}-count`}
                >
                  {persianNumber(counts[t])}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={m.increase(label)}
                  disabled={counts[t] >= MAX_TICKETS_PER_TYPE}
                  onClick={() => change(t, 1)}
                  data-testid={`tickets-${t}-plus`}
                >
                  +
                </button>
              </div>
            </div>
          );
        })}
      </fieldset>
      {lines.length ? (
        <ul className={styles.lines} data-testid="attraction-lines">
          {lines.map((l) => (
            <li key={l.type}>{m.lineTotal(l.label, persianNumber(l.count), money.format(l.total))}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.total}>
        <span>{m.total}</span>
        <span data-testid="attraction-total" data-rial={total}>
          {toman(total)}
        </span>
      </p>
      <CardCashback priceRial={total} />
      {problem || error ? (
        <p role="alert" className={styles.error} data-testid="attraction-problem">
          {error ?? problem}
        </p>
      ) : null}
      <button
        type="button"
        className={button({ variant: 'solid', size: 'lg' })}
        disabled={!date || problem !== null || sending}
        onClick={add}
        data-testid="attraction-add"
      >
        {sending ? m.adding : m.add}
      </button>
    </section>
  );
}
