'use client';
/** Filters (hotel name, price bands, star groups, area, type, provider, free cancellation, reset) and the sort buttons of the results and map pages. */
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { CHECKBOX_SCROLL_ABOVE, CHECKBOX_SHOW_MORE_ABOVE } from '@/lib/constants';
import {
  type CheckboxRules,
  type FilterOption,
  STAR_GROUPS,
  bandRange,
  hotelPriceBands,
  isLockedChoice,
  isStarGroupChecked,
  selectedBand,
  toggleChecked,
  toggleStarGroup,
} from '@/products/hotel/model/filters';
import type { HotelFilters } from '@/products/hotel/model/query';
import { toPersianDigits } from '@/lib/text';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { priceBandLabel } from '@/lib/money';
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
  grow: css({ flex: '1' }),
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

/**
 * Price (spec 001 §9): four bands cut at the city's thresholds × nights × rooms (the scope's defaults for a city not
 * in the table), shown in millions of toman (in the viewer's currency when they chose another), the first from 5. A single-select checkbox list: checking a band
 * unchecks the others; unchecking it clears the price filter.
 */
function PriceFilter() {
  const { init, store, setFilters } = useResults();
  const snap = useSnapshot(store);
  const bands = useMemo(
    () =>
      hotelPriceBands({
        locationId: init.locationId || null,
        scope: init.query['scope'] === 'i' ? 'i' : 'l',
        nights: init.nights,
        rooms: Number(init.query['room']) || 1,
      }),
    [init.locationId, init.query, init.nights],
  );
  const checked = selectedBand(bands, snap.filters.price);
  const money = useMoney();
  return (
    <fieldset className={filterStyles.column} data-testid="filter-price">
      <legend className={filterStyles.legend}>{hotelMessages.hotelFilters.price}</legend>
      {bands.map((band, i) => (
        <label key={band.from} data-testid={`filter-price-${i}`} className={filterStyles.option}>
          <input
            type="checkbox"
            checked={checked === i}
            onChange={(e) => setFilters({ price: e.target.checked ? bandRange(band) : null })}
            className={filterStyles.checkbox}
          />
          {priceBandLabel(band, money.display)}
        </label>
      ))}
    </fieldset>
  );
}

/** Stars: 5, 4 and 3 alone, ratings 1 and 2 merged into «others» (spec 001 §9); fStar keeps the star counts. */
function StarFilter() {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  return (
    <fieldset className={filterStyles.column}>
      <legend className={filterStyles.legend}>{hotelMessages.hotelFilters.stars}</legend>
      {STAR_GROUPS.map((group) => (
        <label key={group.key} data-testid={`filter-star-${group.key}`} className={filterStyles.option}>
          <input
            type="checkbox"
            checked={isStarGroupChecked(snap.filters.stars, group)}
            onChange={(e) => setFilters({ stars: toggleStarGroup(store.filters.stars, group, e.target.checked) })}
            className={filterStyles.checkbox}
          />
          {group.key === 'others' ? messages.filters.others : hotelMessages.hotelFilters.star(group.stars[0] ?? 0)}
        </label>
      ))}
    </fieldset>
  );
}

type ListKey = 'areas' | 'types' | 'providers';
const scrolls = css({ maxH: '56', overflowY: 'auto' });

/**
 * A checkbox list of one filter key (area, type, provider): «show more» above 7 options, scrolling above 6. A
 * `mandatory` list cannot be emptied (its last checked item is read-only); a `single` list keeps the last pick.
 */
export function CheckboxListFilter({
  name,
  legend,
  options,
  rules = {},
}: {
  name: ListKey;
  legend: string;
  options: readonly FilterOption[];
  rules?: CheckboxRules;
}) {
  const { store, setFilters } = useResults();
  const snap = useSnapshot(store);
  const [expanded, setExpanded] = useState(false);
  const selected = snap.filters[name] as readonly string[];
  if (options.length === 0 && selected.length === 0) return null;
  // A checked value no hotel has (yet) stays listed, so it can be unchecked.
  const all = [...options, ...selected.filter((v) => !options.some((o) => o.value === v)).map((value) => ({ value, count: 0 }))];
  const visible = expanded ? all : all.slice(0, CHECKBOX_SHOW_MORE_ABOVE);
  return (
    <fieldset className={filterStyles.column} data-testid={`filter-${name}`} data-mandatory={rules.mandatory ? '1' : undefined}>
      <legend className={filterStyles.legend}>{legend}</legend>
      <div className={cx(filterStyles.column, visible.length > CHECKBOX_SCROLL_ABOVE && scrolls)}>
        {visible.map((o) => {
          const locked = isLockedChoice(selected, o.value, rules);
          return (
            <label key={o.value} className={filterStyles.option} data-value={o.value}>
              <input
                type="checkbox"
                checked={selected.includes(o.value)}
                readOnly={locked}
                aria-readonly={locked || undefined}
                aria-describedby={locked ? `${name}-mandatory` : undefined}
                onChange={(e) =>
                  setFilters({ [name]: toggleChecked(store.filters[name], o.value, e.target.checked, rules) } as Partial<HotelFilters>)
                }
                className={filterStyles.checkbox}
              />
              <span className={filterStyles.grow}>{o.value}</span>
              <span className={filterStyles.muted}>({toPersianDigits(o.count)})</span>
            </label>
          );
        })}
      </div>
      {rules.mandatory && selected.length === 1 ? (
        <p id={`${name}-mandatory`} className={filterStyles.muted}>
          {hotelMessages.hotelFilters.mandatoryNote}
        </p>
      ) : null}
      {all.length > CHECKBOX_SHOW_MORE_ABOVE ? (
        <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={() => setExpanded((x) => !x)}>
          {expanded ? messages.filters.showLess : messages.filters.showMore}
        </button>
      ) : null}
    </fieldset>
  );
}

function KeyFilters() {
  const { store } = useResults();
  const snap = useSnapshot(store);
  const m = hotelMessages.hotelFilters;
  return (
    <>
      <CheckboxListFilter name="areas" legend={m.area} options={snap.stats.areas ?? []} />
      <CheckboxListFilter name="types" legend={m.type} options={snap.stats.types ?? []} />
      <CheckboxListFilter name="providers" legend={m.provider} options={snap.stats.providers ?? []} />
    </>
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
      <KeyFilters />
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
