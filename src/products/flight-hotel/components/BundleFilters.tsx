'use client';
/**
 * The flight+hotel filters (model/filters.ts) in the shared panel frame: the hotel's name, stars and price per
 * person (typed in the viewer's currency, kept in toman), free cancellation, the airlines of the bundles' flights and the outbound's departure band. Native
 * labelled controls; a price is applied when the field is left (not on every keystroke).
 */
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { FiltersDrawer } from '@/components/results/FiltersDrawer';
import { FiltersPanelFrame, filterStyles as styles } from '@/components/results/FiltersPanel';
import { PriceRangeFilter } from '@/components/results/PriceRangeFilter';
import { TextFilter } from '@/components/results/TextFilter';
import { useMoney } from '@/components/money/MoneyProvider';
import { persianNumber } from '@/lib/text';
import { flightHotelResults as m } from '../messages';
import { DEPARTURE_BAND_KEYS } from '../model/filters';
import type { TourBundle } from '../server/schemas';
import { useFlightHotelResults } from './store';

const MAX = 10_000_000_000;

const toggled = <T,>(list: readonly T[], x: T): T[] => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);

export function BundleFilters() {
  const { store, setFilters, resetFilters } = useFlightHotelResults();
  const snap = useSnapshot(store);
  const f = snap.filters;
  const stats = snap.stats;
  // Airline names from the bundles received (the filter worker only counts codes).
  const names: Record<string, string> = {};
  for (const b of snap.items.values() as Iterable<TourBundle>) {
    names[b.outbound.airline.code] = b.outbound.airline.persianName;
    names[b.inbound.airline.code] = b.inbound.airline.persianName;
  }
  const setName = useCallback((hotelName: string) => setFilters({ hotelName }), [setFilters]);
  const money = useMoney();
  const airlines = Object.keys(stats?.airlines ?? {}).sort(
    (a, b) => (stats.airlines[b] ?? 0) - (stats.airlines[a] ?? 0) || a.localeCompare(b),
  );
  return (
    <FiltersPanelFrame onReset={resetFilters} testId="bundle-filters">
      <TextFilter
        label={m.hotelName}
        placeholder={m.hotelNamePlaceholder}
        value={f.hotelName}
        onCommit={setName}
        testId="filter-hotel-name"
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{m.starsFilter}</legend>
        {[5, 4, 3, 2, 1]
          .filter((s) => (stats?.stars?.[s] ?? 0) > 0 || f.stars.includes(s))
          .map((s) => (
            <label key={s} className={styles.option}>
              <input
                type="checkbox"
                className={styles.box}
                checked={f.stars.includes(s)}
                onChange={() => setFilters({ stars: toggled(f.stars, s) })}
                data-testid={`filter-star-${s}`}
              />
              {m.stars(s)} <span className={styles.count}>({persianNumber(stats?.stars?.[s] ?? 0)})</span>
            </label>
          ))}
      </fieldset>
      <PriceRangeFilter
        legend={m.price(money.unit)}
        note={stats?.price ? m.priceRange(money.amount(stats.price.min), money.amount(stats.price.max), money.unit) : undefined}
        value={f.price}
        none={MAX}
        onChange={(price) => setFilters({ price })}
      />
      <label className={styles.option}>
        <input
          type="checkbox"
          className={styles.box}
          checked={f.freeCancellation}
          onChange={() => setFilters({ freeCancellation: !f.freeCancellation })}
          data-testid="filter-free-cancellation"
        />
        {m.freeCancellationFilter}
      </label>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{m.airlines}</legend>
        {airlines.map((code) => (
          <label key={code} className={styles.option}>
            <input
              type="checkbox"
              className={styles.box}
              checked={f.airlines.includes(code)}
              onChange={() => setFilters({ airlines: toggled(f.airlines, code) })}
              data-testid={`filter-airline-${code}`}
            />
            {names[code] ?? code} <span className={styles.count}>({persianNumber(stats.airlines[code] ?? 0)})</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{m.departure}</legend>
        {DEPARTURE_BAND_KEYS.map((band) => (
          <label key={band} className={styles.option}>
            <input
              type="checkbox"
              className={styles.box}
              checked={f.departure.includes(band)}
              onChange={() => setFilters({ departure: toggled(f.departure, band) })}
              data-testid={`filter-departure-${band}`}
            />
            {m.departures[band]}
          </label>
        ))}
      </fieldset>
    </FiltersPanelFrame>
  );
}

/** The shared filters drawer (a dialog on phones) with the bundle filters. */
export function BundleFiltersColumn() {
  const { store } = useFlightHotelResults();
  const snap = useSnapshot(store);
  return <FiltersDrawer panel={() => <BundleFilters />} open={snap.filtersOpen} onOpenChange={(o) => (store.filtersOpen = o)} />;
}
