'use client';
/**
 * The CIP detail page's booking form: the traveller's flight (number, day, local time; a time outside the service
 * hours is refused in Persian, model/hours.ts), the party (adults, children, infants; extra guests who do not fly) and
 * each passenger's extras, with the total as model/price.ts computes it; «continue» puts the service in the basket
 * (`POST /api/basket/cip`, which checks it all again) and goes to the travellers step. Every control is a labelled
 * native control (keyboard, screen readers and phone pickers know them).
 */
import { CardCashback } from '@/components/account/CashbackContext';
import { useMemo, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { edgeJson } from '@/components/edge-client';
import { FieldError, fieldsetBox } from '@/components/checkout/travellers/fields';
import { Field } from '@/components/ui/Field';
import { formatJalali } from '@/lib/date-format';
import { addDays, type IsoDate } from '@/lib/dates';
import { useMoney } from '@/components/money/MoneyProvider';
import { persianNumber } from '@/lib/text';
import { cipDetail as d, cipTexts } from '../messages';
import { CIP_DAYS_AHEAD, type CipBookingFacts, type CipBookingInput, checkCipBooking } from '../model/booking';
import { type CipPassengerType, cipLegPrice } from '../model/price';

export interface CipBookingPackage extends CipBookingFacts {
  kind: 'arrival' | 'departure';
  extras: { extraId: string; persianName: string; price: number }[];
}

const TYPES: readonly CipPassengerType[] = ['adult', 'child', 'infant'];
const selectStyle = css({
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'white',
  minW: '0',
});
const labelStyle = css({ fontSize: 'sm', fontWeight: 'medium' });
const column = css({ display: 'grid', gap: '1.5', minW: '0' });

function Select({
  id,
  label,
  value,
  options,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(v: string): void;
  error?: string | undefined;
}) {
  return (
    <div className={column}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <select
        id={id}
        className={selectStyle}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export function CipBookingForm({
  pkg,
  today,
  initial,
}: {
  pkg: CipBookingPackage;
  today: IsoDate;
  initial: { date: IsoDate | null; adults: number; children: number; infants: number; flightNumber?: string; flightTime?: string };
}) {
  const money = useMoney();
  const formatPrice = money.format;
  const [flightNumber, setFlightNumber] = useState(initial.flightNumber ?? '');
  const [flightDate, setFlightDate] = useState<string>(initial.date ?? addDays(today, 1));
  const [flightTime, setFlightTime] = useState(initial.flightTime ?? '');
  const [counts, setCounts] = useState({ adult: Math.max(1, initial.adults), child: initial.children, infant: initial.infants });
  const [extraGuests, setExtraGuests] = useState(0);
  /** Extras chosen per passenger index (in the order adults, children, infants). */
  const [extras, setExtras] = useState<Record<number, string[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const passengers = useMemo(() => {
    const types = TYPES.flatMap((t) => Array.from({ length: counts[t] }, () => t));
    return types.map((type, i) => ({ type, extras: extras[i] ?? [] }));
  }, [counts, extras]);
  const price = cipLegPrice(pkg, passengers, extraGuests);
  const days = useMemo(() => range(0, CIP_DAYS_AHEAD).map((n) => addDays(today, n)), [today]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const input: CipBookingInput = { packageId: pkg.packageId, flightNumber, flightDate, flightTime, extraGuests, passengers };
    // The same rules the edge runs: an error is shown at once, under its field, and nothing typed is lost.
    const checked = checkCipBooking(pkg, input, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const res = await edgeJson<{ next: string }>('/api/basket/cip', { body: input });
    if (res.ok) {
      window.location.assign(res.data.next);
      return;
    }
    setSaving(false);
    const fieldErrors = (res.body?.errors ?? null) as Record<string, string> | null;
    setErrors(fieldErrors ?? { form: res.message || d.failed });
  }

  const setCount = (t: CipPassengerType, n: number) => {
    setCounts((c) => ({ ...c, [t]: n, ...(t === 'adult' && c.infant > n ? { infant: n } : {}) }));
    setExtras({});
  };
  const toggleExtra = (i: number, id: string, on: boolean) =>
    setExtras((x) => ({ ...x, [i]: on ? [...(x[i] ?? []), id] : (x[i] ?? []).filter((v) => v !== id) }));

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })} data-testid="cip-booking" aria-label={d.flight}>
      <fieldset className={cx(fieldsetBox, css({ gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }))}>
        <legend className={css({ fontWeight: 'bold', mb: '2' })}>{d.flightSide(pkg.kind)}</legend>
        <Field
          id="cip-flight-number"
          label={d.flightNumber}
          hint={d.flightNumberHint}
          value={flightNumber}
          error={errors['flightNumber']}
          errorTestId="cip-error-flightNumber"
          onChange={(e) => setFlightNumber(e.target.value)}
          dir="ltr"
          autoComplete="off"
          maxLength={10}
        />
        <Select
          id="cip-flight-date"
          label={d.flightDate}
          value={flightDate}
          error={errors['flightDate']}
          onChange={setFlightDate}
          options={days.map((day) => ({ value: day, label: formatJalali(day, { weekday: true }) }))}
        />
        <Field
          id="cip-flight-time"
          label={d.flightTime(pkg.kind)}
          type="time"
          value={flightTime}
          error={errors['flightTime']}
          errorTestId="cip-error-flightTime"
          onChange={(e) => setFlightTime(e.target.value)}
          dir="ltr"
        />
      </fieldset>

      <fieldset
        className={cx(
          fieldsetBox,
          css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }),
        )}
      >
        <legend className={css({ fontWeight: 'bold', mb: '2' })}>{d.passengers}</legend>
        <Select
          id="cip-adults"
          label={d.counts.adult}
          value={String(counts.adult)}
          onChange={(v) => setCount('adult', Number(v))}
          options={range(1, pkg.maxPassengers).map((n) => ({ value: String(n), label: persianNumber(n) }))}
        />
        <Select
          id="cip-children"
          label={d.counts.child}
          value={String(counts.child)}
          onChange={(v) => setCount('child', Number(v))}
          options={range(0, pkg.maxPassengers - 1).map((n) => ({ value: String(n), label: persianNumber(n) }))}
        />
        <Select
          id="cip-infants"
          label={d.counts.infant}
          value={String(counts.infant)}
          onChange={(v) => setCount('infant', Number(v))}
          options={range(0, counts.adult).map((n) => ({ value: String(n), label: persianNumber(n) }))}
        />
        {pkg.maxExtraGuests > 0 ? (
          <Select
            id="cip-guests"
            label={d.extraGuests}
            value={String(extraGuests)}
            error={errors['extraGuests']}
            onChange={(v) => setExtraGuests(Number(v))}
            options={range(0, pkg.maxExtraGuests).map((n) => ({ value: String(n), label: persianNumber(n) }))}
          />
        ) : (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', alignSelf: 'end' })}>{d.noGuests}</p>
        )}
        <div className={css({ gridColumn: '1 / -1' })}>
          <FieldError id="cip-passengers-error" error={errors['passengers']} />
        </div>
      </fieldset>

      {pkg.extras.length > 0 ? (
        <section className={cx(fieldsetBox)} aria-labelledby="cip-extras-title">
          <h2 id="cip-extras-title" className={css({ fontWeight: 'bold' })}>
            {d.extras}
          </h2>
          {passengers.map((p, i) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: a passenger here is their place in the party (no other identity yet)
              key={`${p.type}-${i}`}
              className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}
              data-testid={`cip-passenger-${i}`}
            >
              <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' })}>
                {d.passengerExtras(persianNumber(i + 1), cipTexts.passengerTypes[p.type])}
              </legend>
              {pkg.extras.map((x) => (
                <label
                  key={x.extraId}
                  className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' })}
                >
                  <input
                    type="checkbox"
                    checked={p.extras.includes(x.extraId)}
                    onChange={(e) => toggleExtra(i, x.extraId, e.target.checked)}
                    className={css({ w: '4', h: '4', accentColor: 'primary.default' })}
                  />
                  {x.persianName} ({formatPrice(x.price)})
                </label>
              ))}
            </fieldset>
          ))}
        </section>
      ) : null}

      <section className={cx(fieldsetBox)} aria-labelledby="cip-total-title" data-testid="cip-total">
        <h2 id="cip-total-title" className={css({ fontWeight: 'bold' })}>
          {d.total}: <span data-testid="cip-total-amount">{formatPrice(price.total)}</span>
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {d.totalLines.passengers}: {formatPrice(price.passengers)}
          {price.extras > 0 ? ` — ${d.totalLines.extras}: ${formatPrice(price.extras)}` : ''}
          {price.extraGuests > 0 ? ` — ${d.totalLines.guests}: ${formatPrice(price.extraGuests)}` : ''}
        </p>
        <CardCashback priceRial={price.total} />
        <FieldError id="cip-form-error" error={errors['form']} />
        <button type="submit" className={button({ size: 'lg' })} disabled={saving} data-testid="cip-continue">
          {saving ? d.saving : d.continue}
        </button>
      </section>
    </form>
  );
}
