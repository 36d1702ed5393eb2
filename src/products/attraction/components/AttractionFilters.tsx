'use client';
/**
 * The attraction filters (model/filters.ts): the categories the city has (with their counts), the adult price range
 * (typed in the viewer's currency, kept in toman), and the duration band; in the shared panel frame. Native controls: labelled, keyboard-operable, and a
 * price is applied when the field is left (not on every keystroke).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { FiltersPanelFrame, filterStyles as styles } from '@/components/results/FiltersPanel';
import { PriceRangeFilter } from '@/components/results/PriceRangeFilter';
import { formatAmount } from '@/lib/money';
import { useMoney } from '@/components/money/MoneyProvider';
import { attractionResults as m, attractionTexts } from '../messages';
import { ATTRACTION_CATEGORIES } from '../model/categories';
import { DURATION_BAND_KEYS, type DurationBand } from '../model/query';
import { useAttractionResults } from './store';

const MAX = Number.MAX_SAFE_INTEGER;

export function AttractionFilters() {
  const { store, setFilters, resetFilters } = useAttractionResults();
  const snap = useSnapshot(store);
  const id = useId();
  const f = snap.filters;
  const counts = snap.stats.categories ?? {};
  const bounds = snap.stats.price;
  const toggle = (c: (typeof ATTRACTION_CATEGORIES)[number]) =>
    setFilters({ categories: f.categories.includes(c) ? f.categories.filter((x) => x !== c) : [...f.categories, c] });
  const money = useMoney();
  return (
    <FiltersPanelFrame onReset={resetFilters} testId="attraction-filters">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{m.categories}</legend>
        {ATTRACTION_CATEGORIES.filter((c) => (counts[c] ?? 0) > 0 || f.categories.includes(c)).map((c) => (
          <label key={c} className={styles.option}>
            <input
              type="checkbox"
              className={styles.box}
              checked={f.categories.includes(c)}
              onChange={() => toggle(c)}
              data-testid={`filter-category-${c}`}
            />
            {attractionTexts.categories[c]} <span className={styles.count}>({formatAmount(counts[c] ?? 0)})</span>
          </label>
        ))}
      </fieldset>
      <PriceRangeFilter
        legend={m.price(money.unit)}
        note={bounds ? m.priceRange(money.amount(bounds.min), money.amount(bounds.max), money.unit) : undefined}
        value={f.price}
        none={MAX}
        onChange={(price) => setFilters({ price })}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{m.durationFilter}</legend>
        {([null, ...DURATION_BAND_KEYS] as (DurationBand | null)[]).map((band) => (
          <label key={band ?? 'any'} className={styles.option}>
            <input
              type="radio"
              name={`${id}-duration`}
              className={styles.box}
              checked={f.duration === band}
              onChange={() => setFilters({ duration: band })}
              data-testid={`filter-duration-${band ?? 'any'}`}
            />
            {band ? m.durations[band] : m.anyDuration}
          </label>
        ))}
      </fieldset>
    </FiltersPanelFrame>
  );
}
