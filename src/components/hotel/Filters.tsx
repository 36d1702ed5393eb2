'use client';
/** Filters (hotel name, price range, stars, reset) and the sort buttons of the results and map pages. */
import { Checkbox } from '@ark-ui/react/checkbox';
import { Slider } from '@ark-ui/react/slider';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css, cx } from '../../../styled-system/css';
import { button, checkbox, input, slider } from '../../../styled-system/recipes';
import { STAR_OPTIONS, TEXT_FILTER_DEBOUNCE_MS } from '../../lib/constants';
import { priceRangeSteps } from '../../lib/filters';
import { messages } from '../../lib/messages';
import { formatAmount } from '../../lib/money';
import { HOTEL_SORTS, type HotelSort } from '../../lib/sort';
import { useResults } from './store';

function NameFilter() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  const [text, setText] = useState(snap.filters.hotelName);
  const id = useId();
  // Follow outside changes (reset all).
  useEffect(() => setText(snap.filters.hotelName), [snap.filters.hotelName]);
  useEffect(() => {
    if (text.trim() === snap.filters.hotelName) return;
    const t = setTimeout(() => setFilters({ hotelName: text.trim() }), TEXT_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, snap.filters.hotelName, setFilters]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
        {messages.filters.hotelName}
      </label>
      <input
        id={id}
        type="search"
        className={input({ size: 'md' })}
        placeholder={messages.filters.hotelNamePlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="filter-name"
      />
    </div>
  );
}

function PriceFilter() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  const steps = useMemo(() => (snap.bounds ? priceRangeSteps(Math.floor(snap.bounds.min), Math.ceil(snap.bounds.max)) : []), [snap.bounds]);
  const last = steps.length - 1;
  const fromQuery = (): number[] => {
    const p = snap.filters.price;
    if (!p || last < 1) return [0, Math.max(0, last)];
    const lo = steps.findIndex((s) => s >= p.min);
    let hi = steps.findIndex((s) => s >= p.max);
    if (hi < 0) hi = last;
    return [Math.max(0, lo < 0 ? last : lo), hi];
  };
  const [value, setValue] = useState<number[]>(fromQuery);
  useEffect(() => setValue(fromQuery()), [snap.filters.price, steps]); // eslint-disable-line react-hooks/exhaustive-deps
  if (last < 1) return null;
  const s = slider();
  const text = (i: number) => formatAmount(steps[i] ?? 0);
  return (
    <Slider.Root
      className={s.root}
      min={0}
      max={last}
      step={1}
      minStepsBetweenThumbs={1}
      value={value}
      onValueChange={(d) => setValue(d.value)}
      onValueChangeEnd={(d) => {
        const [a = 0, b = last] = d.value;
        setFilters({ price: a === 0 && b === last ? null : { min: steps[a] ?? 0, max: steps[b] ?? 0 } });
      }}
      aria-label={[messages.results.priceMin, messages.results.priceMax]}
      getAriaValueText={(d) => `${text(d.value)} ${messages.common.toman}`}
      data-testid="filter-price"
    >
      <Slider.Label className={cx(s.label, css({ fontWeight: 'semibold' }))}>{messages.filters.price}</Slider.Label>
      <Slider.Control className={s.control}>
        <Slider.Track className={s.track}>
          <Slider.Range className={s.range} />
        </Slider.Track>
        {value.map((_, i) => (
          <Slider.Thumb key={i} index={i} className={s.thumb}>
            <Slider.HiddenInput />
          </Slider.Thumb>
        ))}
      </Slider.Control>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
        {messages.results.priceRange(text(value[0] ?? 0), text(value[1] ?? last))}
      </p>
    </Slider.Root>
  );
}

function StarFilter() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  const s = checkbox({ size: 'sm' });
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{messages.filters.stars}</legend>
      {STAR_OPTIONS.map((star) => (
        <Checkbox.Root
          key={star}
          className={s.root}
          checked={snap.filters.stars.includes(star)}
          onCheckedChange={(d) => {
            const set = new Set(store.filters.stars);
            if (d.checked === true) set.add(star);
            else set.delete(star);
            setFilters({ stars: [...set].sort((a, b) => a - b) });
          }}
          data-testid={`filter-star-${star}`}
        >
          <Checkbox.Control className={s.control}>
            <Checkbox.Indicator className={s.indicator}>✓</Checkbox.Indicator>
          </Checkbox.Control>
          <Checkbox.Label className={s.label}>{messages.filters.star(star)}</Checkbox.Label>
          <Checkbox.HiddenInput />
        </Checkbox.Root>
      ))}
    </fieldset>
  );
}

export function FiltersPanel() {
  const { resetFilters } = useResults();
  return (
    <section aria-label={messages.filters.title} className={css({ display: 'flex', flexDirection: 'column', gap: '5', bg: 'white', p: '4', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.default' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <h2 className={css({ fontWeight: 'bold' })}>{messages.filters.title}</h2>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={resetFilters} data-testid="filter-reset">
          {messages.filters.resetAll}
        </button>
      </div>
      <NameFilter />
      <PriceFilter />
      <StarFilter />
    </section>
  );
}

export function SortBar() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  // The special-rate sort shows only when guaranteed hotels exist.
  const sorts = HOTEL_SORTS.filter((s) => s !== 'product' || snap.hasGuaranty);
  return (
    <div role="group" aria-label={messages.results.sortLabel} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      {sorts.map((s: HotelSort) => (
        <button
          key={s}
          type="button"
          aria-pressed={snap.filters.sort === s}
          className={button({ size: 'sm', variant: snap.filters.sort === s ? 'solid' : 'outline' })}
          onClick={() => setFilters({ sort: s })}
          data-testid={`sort-${s}`}
        >
          {messages.sort[s]}
        </button>
      ))}
    </div>
  );
}
