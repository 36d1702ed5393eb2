'use client';
/**
 * The flight filters (the spec's keys: stops, airlines and return airlines, departure time and return time, airports
 * of multi-airport cities, price, duration, flight number, provider, charter/systemic, cabin) and the four sorts. The
 * options and their counts are those of the list on screen (outbound or return). A checkbox list offers «show more»
 * above 7 options and scrolls above 6. Every change goes to the workers and the URL; none starts a new search.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { CHECKBOX_SCROLL_ABOVE, CHECKBOX_SHOW_MORE_ABOVE } from '@/lib/constants';
import { type FlightFilters, flightSortsFor, toFlightFilter } from '@/products/flight/model/filters';
import { type FilterOption, flightFacts, priceBounds } from '@/products/flight/model/results-model';
import { formatDuration } from '@/products/flight/model/duration';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { tomanToRial } from '@/lib/money';
import { useMoney } from '@/components/money/MoneyProvider';
import { toPersianDigits as fa } from '@/lib/text';
import { FiltersPanelFrame } from '@/components/results/FiltersPanel';
import { TextFilter } from '@/components/results/TextFilter';
import { useFlightResults } from './store';

const m = flightMessages.flightResults;
type ListKey = 'stops' | 'airlines' | 'returnAirlines' | 'times' | 'returnTimes' | 'airports' | 'providers' | 'types' | 'cabins';

const optionTitle: Partial<Record<ListKey, (o: FilterOption) => string>> = {
  stops: (o) => m.filters.stop[o.value as '0' | '1' | '2'] ?? o.title,
  times: (o) => flightMessages.flightRules.timeBands[o.value as keyof typeof flightMessages.flightRules.timeBands] ?? o.title,
  returnTimes: (o) => flightMessages.flightRules.timeBands[o.value as keyof typeof flightMessages.flightRules.timeBands] ?? o.title,
  types: (o) => (o.value === 'charter' ? m.charter : m.systemic),
  airports: (o) => (o.value.startsWith('d:') ? m.filters.fromAirport(o.title) : m.filters.toAirport(o.title)),
};

const scrolls = css({ maxH: '56', overflowY: 'auto' });

function CheckList({
  name,
  legend,
  options,
  single = false,
  locked = false,
  note,
}: {
  name: ListKey;
  legend: string;
  options: readonly FilterOption[];
  single?: boolean;
  locked?: boolean;
  note?: string;
}) {
  const { store, setFilters } = useFlightResults();
  const snap = useSnapshot(store);
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  const selected = snap.filters[name] as readonly string[];
  const visible = expanded ? options : options.slice(0, CHECKBOX_SHOW_MORE_ABOVE);
  const toggle = (value: string, on: boolean) => {
    const next = single ? (on ? [value] : []) : on ? [...selected, value] : selected.filter((v) => v !== value);
    setFilters({ [name]: next } as Partial<FlightFilters>);
  };
  const title = optionTitle[name];
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid={`filter-${name}`}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{legend}</legend>
      {note ? <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{note}</p> : null}
      <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '2' }), visible.length > CHECKBOX_SCROLL_ABOVE && scrolls)}>
        {visible.map((o) => (
          <label
            key={o.value}
            className={css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontSize: 'sm' })}
            data-value={o.value}
          >
            <input
              type="checkbox"
              checked={selected.includes(o.value)}
              disabled={locked}
              onChange={(e) => toggle(o.value, e.target.checked)}
              className={css({ w: '4', h: '4', accentColor: 'primary.default', cursor: 'pointer' })}
            />
            <span className={css({ flex: '1' })}>{title ? title(o) : o.title}</span>
            <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>({fa(o.count)})</span>
          </label>
        ))}
      </div>
      {options.length > CHECKBOX_SHOW_MORE_ABOVE ? (
        <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={() => setExpanded((x) => !x)}>
          {expanded ? messages.filters.showLess : messages.filters.showMore}
        </button>
      ) : null}
    </fieldset>
  );
}

function NumberFilter() {
  const { store, setFilters } = useFlightResults();
  const snap = useSnapshot(store);
  const key = snap.filters.leg === 2 ? 'returnNumber' : 'number';
  const commit = useCallback((value: string) => setFilters({ [key]: value }), [key, setFilters]);
  return (
    <TextFilter
      label={m.filters.number}
      placeholder={m.filters.numberPlaceholder}
      value={snap.filters[key]}
      onCommit={commit}
      inputMode="numeric"
      testId="filter-number"
    />
  );
}

const STEPS = 20;

/** A bound slider over the list's range in 20 steps; the ends mean "no bound". */
function BoundSlider({
  label,
  value,
  range,
  format,
  onCommit,
  testId,
}: {
  label: string;
  value: number;
  range: { min: number; max: number };
  format: (n: number) => string;
  onCommit: (n: number) => void;
  testId: string;
}) {
  const step = Math.max(1, Math.ceil((range.max - range.min) / STEPS));
  const [local, setLocal] = useState(value);
  useEffect(() => setLocal(value), [value]);
  return (
    <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}>
      <span>
        {label}: {format(local)}
      </span>
      <input
        type="range"
        min={range.min}
        max={range.max}
        step={step}
        value={local}
        onChange={(e) => setLocal(Number(e.target.value))}
        onPointerUp={() => onCommit(local)}
        onKeyUp={() => onCommit(local)}
        onBlur={() => onCommit(local)}
        aria-valuetext={format(local)}
        data-testid={testId}
        className={css({ accentColor: 'primary.default' })}
      />
    </label>
  );
}

function PriceFilter() {
  const { store, setFilters } = useFlightResults();
  const snap = useSnapshot(store);
  const money = useMoney();
  // Only the fares the active filters can show set the bounds (a one-stop fare under a forced non-stop filter does not).
  const items = snap.items;
  const filters = snap.filters;
  const range = useMemo(
    () => priceBounds([...items.values()].map(flightFacts), toFlightFilter(filters as FlightFilters)),
    [items, filters],
  );
  if (!range || range.max <= range.min) return null;
  const price = snap.filters.price;
  const lo = Math.max(range.min, price?.min ?? range.min);
  const hi = Math.min(range.max, price?.max ?? range.max);
  const commit = (min: number, max: number) => setFilters({ price: min <= range.min && max >= range.max ? null : { min, max } });
  // The bounds are toman (the URL's filter); the labels are in the viewer's currency.
  const toman = (n: number) => money.format(tomanToRial(n));
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="filter-price">
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{m.filters.price}</legend>
      <BoundSlider
        label={messages.results.priceMin}
        value={lo}
        range={range}
        format={toman}
        onCommit={(n) => commit(Math.min(n, hi), hi)}
        testId="filter-price-min"
      />
      <BoundSlider
        label={messages.results.priceMax}
        value={hi}
        range={range}
        format={toman}
        onCommit={(n) => commit(lo, Math.max(n, lo))}
        testId="filter-price-max"
      />
    </fieldset>
  );
}

function DurationFilter() {
  const { store, setFilters } = useFlightResults();
  const snap = useSnapshot(store);
  const range = (snap.filters.leg === 2 ? snap.stats.inbound : snap.stats.outbound).duration;
  if (!range || range.max <= range.min) return null;
  const key = snap.filters.leg === 2 ? 'returnMaxDuration' : 'maxDuration';
  const value = Math.min(range.max, snap.filters[key] ?? range.max);
  return (
    <BoundSlider
      label={m.filters.duration}
      value={value}
      range={range}
      format={formatDuration}
      onCommit={(n) => setFilters({ [key]: n >= range.max ? null : n })}
      testId="filter-duration"
    />
  );
}

export function FlightFiltersPanel() {
  const { store, resetFilters, init } = useFlightResults();
  const snap = useSnapshot(store);
  const leg = snap.filters.leg;
  const s = leg === 2 ? snap.stats.inbound : snap.stats.outbound;
  return (
    <FiltersPanelFrame onReset={resetFilters} testId="flight-filters">
      <CheckList
        name="stops"
        legend={m.filters.stops}
        options={s.stops}
        locked={snap.filters.forcedStop !== null}
        {...(snap.filters.forcedStop !== null ? { note: m.filters.forcedStop } : {})}
      />
      {leg === 2 ? (
        <>
          <CheckList name="returnAirlines" legend={m.filters.returnAirlines} options={s.airlines} />
          <CheckList name="returnTimes" legend={m.filters.returnTime} options={s.times} />
        </>
      ) : (
        <>
          <CheckList name="airlines" legend={m.filters.airlines} options={s.airlines} />
          <CheckList name="times" legend={m.filters.time} options={s.times} />
        </>
      )}
      <CheckList name="airports" legend={m.filters.airports} options={s.airports} />
      <PriceFilter />
      <DurationFilter />
      <NumberFilter />
      <CheckList name="types" legend={m.filters.type} options={s.types} single />
      <CheckList name="cabins" legend={m.filters.cabin} options={s.cabins} />
      {/* Provider (agency) names are for counter and agent users only; others get no names from the server. */}
      {init.showProvider ? <CheckList name="providers" legend={m.filters.providers} options={s.providers} /> : null}
    </FiltersPanelFrame>
  );
}

export function FlightSortBar() {
  const { store, setFilters, init } = useFlightResults();
  const snap = useSnapshot(store);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of sort buttons, not a form section; role=group names it for screen readers.
    <div role="group" aria-label={messages.results.sortLabel} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      {flightSortsFor(init.local === true).map((sort) => (
        <button
          key={sort}
          type="button"
          aria-pressed={snap.filters.sort === sort}
          className={button({ size: 'sm', variant: snap.filters.sort === sort ? 'solid' : 'outline' })}
          onClick={() => setFilters({ sort })}
          data-testid={`sort-${sort}`}
        >
          {m.sorts[sort]}
        </button>
      ))}
    </div>
  );
}
