'use client';
/** Filters (hotel name, price range, stars, reset) and the sort buttons of the results and map pages. */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { STAR_OPTIONS } from '@/lib/constants';
import { priceRangeSteps } from '@/products/hotel/model/filters';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { tomanToRial } from '@/lib/money';
import { useMoney } from '@/components/money/MoneyProvider';
import { HOTEL_SORTS, type HotelSort } from '@/products/hotel/model/sort';
import { FiltersPanelFrame } from '@/components/results/FiltersPanel';
import { TextFilter } from '@/components/results/TextFilter';
import { useResults } from './store';

// Class names computed once, not on every render (the panel re-renders as a search's price range grows).
const filterStyles = {
  column: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  label: css({ fontWeight: 'semibold' }),
  legend: css({ fontWeight: 'semibold', mb: '2' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  option: css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontSize: 'sm' }),
  checkbox: css({ w: '4', h: '4', accentColor: 'primary.default', cursor: 'pointer' }),
  sorts: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
};

function NameFilter() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  const commit = useCallback((hotelName: string) => setFilters({ hotelName }), [setFilters]);
  return (
    <TextFilter
      label={hotelMessages.hotelFilters.hotelName}
      placeholder={hotelMessages.hotelFilters.hotelNamePlaceholder}
      value={snap.filters.hotelName}
      onCommit={commit}
      testId="filter-name"
    />
  );
}

/** The committed price range waits this long after the last move, so dragging doesn't re-filter on every step. */
const PRICE_COMMIT_MS = 300;

/**
 * Price range: two native range inputs on one track (15 divisions of power-of-ten steps). Native inputs are fully
 * keyboard-operable (arrows, Page Up/Down, Home/End), mirror themselves in RTL, and cost no script: the results page
 * loads no slider library for them.
 */
function PriceFilter() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  const money = useMoney();
  const steps = useMemo(
    () => (snap.stats.bounds ? priceRangeSteps(Math.floor(snap.stats.bounds.min), Math.ceil(snap.stats.bounds.max)) : []),
    [snap.stats.bounds],
  );
  const last = steps.length - 1;
  const fromQuery = (): [number, number] => {
    const p = snap.filters.price;
    if (!p || last < 1) return [0, Math.max(0, last)];
    const lo = steps.findIndex((s) => s >= p.min);
    let hi = steps.findIndex((s) => s >= p.max);
    if (hi < 0) hi = last;
    return [Math.max(0, lo < 0 ? last : lo), hi];
  };
  const [value, setValue] = useState<[number, number]>(fromQuery);
  const [dirty, setDirty] = useState(false);
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slider follows the URL's price filter and the steps only (fromQuery is a new closure every render).
  useEffect(() => setValue(fromQuery()), [snap.filters.price, steps]);
  useEffect(() => {
    if (!dirty) return;
    const t = setTimeout(() => {
      setDirty(false);
      const [a, b] = value;
      setFilters({ price: a === 0 && b === last ? null : { min: steps[a] ?? 0, max: steps[b] ?? 0 } });
    }, PRICE_COMMIT_MS);
    return () => clearTimeout(t);
  }, [dirty, value, last, steps, setFilters]);
  if (last < 1) return null;
  // The steps are toman (the URL's filter); their labels are in the viewer's currency.
  const text = (i: number) => money.amount(tomanToRial(steps[i] ?? 0));
  const move = (thumb: 0 | 1, raw: number) => {
    // At least one step between the thumbs.
    const next: [number, number] = thumb === 0 ? [Math.min(raw, value[1] - 1), value[1]] : [value[0], Math.max(raw, value[0] + 1)];
    setValue(next);
    setDirty(true);
  };
  const startPct = (value[0] / last) * 100;
  const endPct = (value[1] / last) * 100;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend and default box do not fit the slider; role=group names it the same way.
    <div role="group" aria-labelledby={`${id}-label`} data-testid="filter-price" className={filterStyles.column}>
      <span id={`${id}-label`} className={filterStyles.label}>
        {hotelMessages.hotelFilters.price}
      </span>
      <div className={rangeBox}>
        <div className={rangeTrack} aria-hidden="true">
          <div className={rangeFill} style={{ insetInlineStart: `${startPct}%`, insetInlineEnd: `${100 - endPct}%` }} />
        </div>
        {([0, 1] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            min={0}
            max={last}
            step={1}
            value={value[thumb]}
            onChange={(e) => move(thumb, Number(e.target.value))}
            aria-label={thumb === 0 ? messages.results.priceMin : messages.results.priceMax}
            aria-valuetext={`${text(value[thumb])} ${money.unit}`}
            className={rangeInput}
          />
        ))}
      </div>
      <p className={filterStyles.muted} aria-live="polite">
        {hotelMessages.hotelResults.priceRange(text(value[0]), text(value[1]), money.unit)}
      </p>
    </div>
  );
}

const rangeBox = css({ position: 'relative', h: '6' });
const rangeTrack = css({ position: 'absolute', insetInline: '0', top: '[calc(50% - 3px)]', h: '1.5', bg: 'gray.4', borderRadius: 'full' });
const rangeFill = css({ position: 'absolute', top: '0', bottom: '0', bg: 'primary.default', borderRadius: 'full' });
// Both inputs span the track; only their thumbs take the pointer, so either thumb can be dragged.
const thumbStyle = {
  appearance: 'none',
  pointerEvents: 'auto',
  w: '5',
  h: '5',
  borderRadius: 'full',
  bg: 'white',
  borderWidth: '2px',
  borderColor: 'primary.default',
  cursor: 'pointer',
  boxShadow: 'sm',
} as const;
const rangeInput = css({
  position: 'absolute',
  inset: '0',
  w: 'full',
  h: 'full',
  m: '0',
  appearance: 'none',
  bg: 'transparent',
  pointerEvents: 'none',
  '&::-webkit-slider-thumb': thumbStyle,
  '&::-moz-range-thumb': thumbStyle,
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::-webkit-slider-thumb': {
    outlineWidth: '[2px]',
    outlineStyle: 'solid',
    outlineColor: 'primary.default',
    outlineOffset: '[2px]',
  },
  '&:focus-visible::-moz-range-thumb': {
    outlineWidth: '[2px]',
    outlineStyle: 'solid',
    outlineColor: 'primary.default',
    outlineOffset: '[2px]',
  },
});

function StarFilter() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  return (
    <fieldset className={filterStyles.column}>
      <legend className={filterStyles.legend}>{hotelMessages.hotelFilters.stars}</legend>
      {STAR_OPTIONS.map((star) => (
        <label key={star} data-testid={`filter-star-${star}`} className={filterStyles.option}>
          <input
            type="checkbox"
            checked={snap.filters.stars.includes(star)}
            onChange={(e) => {
              const set = new Set(store.filters.stars);
              if (e.target.checked) set.add(star);
              else set.delete(star);
              setFilters({ stars: [...set].sort((a, b) => a - b) });
            }}
            className={filterStyles.checkbox}
          />
          {hotelMessages.hotelFilters.star(star)}
        </label>
      ))}
    </fieldset>
  );
}

/** Free cancellation: offered once some hotel cancels for free, and kept while it is on (so it can be turned off). */
function FreeCancellationFilter() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  if (!snap.stats.hasFreeCancellation && !snap.filters.freeCancellation) return null;
  return (
    <fieldset className={filterStyles.column}>
      <legend className={filterStyles.legend}>{hotelMessages.hotelFilters.cancellation}</legend>
      <label data-testid="filter-free-cancellation" className={filterStyles.option}>
        <input
          type="checkbox"
          checked={snap.filters.freeCancellation}
          onChange={(e) => setFilters({ freeCancellation: e.target.checked })}
          className={filterStyles.checkbox}
        />
        {hotelMessages.hotelFilters.freeCancellation}
      </label>
    </fieldset>
  );
}

export function FiltersPanel() {
  const { resetFilters } = useResults();
  return (
    <FiltersPanelFrame onReset={resetFilters}>
      <NameFilter />
      <PriceFilter />
      <StarFilter />
      <FreeCancellationFilter />
    </FiltersPanelFrame>
  );
}

export function SortBar() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  // The special-rate sort shows only when guaranteed hotels exist.
  const sorts = HOTEL_SORTS.filter((s) => s !== 'product' || snap.stats.hasGuaranty);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of sort buttons, not a form section; role=group names it for screen readers.
    <div role="group" aria-label={messages.results.sortLabel} className={filterStyles.sorts}>
      {sorts.map((s: HotelSort) => (
        <button
          key={s}
          type="button"
          aria-pressed={snap.filters.sort === s}
          className={button({ size: 'sm', variant: snap.filters.sort === s ? 'solid' : 'outline' })}
          onClick={() => setFilters({ sort: s })}
          data-testid={`sort-${s}`}
        >
          {hotelMessages.sort[s]}
        </button>
      ))}
    </div>
  );
}
