'use client';
/**
 * The attraction filters (model/filters.ts): the categories the city has (with their counts), the adult price range
 * (typed in the viewer's currency, kept in toman), and the duration band; in the shared panel frame. Native controls: labelled, keyboard-operable, and a
 * price is applied when the field is left (not on every keystroke).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { input } from '../../../../styled-system/recipes';
import { FiltersPanelFrame, filterStyles } from '@/components/results/FiltersPanel';
import * as messages from '@/lib/messages';
import { formatAmount, type RangeEnd, tomanToDisplayAmount, typedPriceBound } from '@/lib/money';
import { useMoney } from '@/components/money/MoneyProvider';
import { attractionResults as m, attractionTexts } from '../messages';
import { ATTRACTION_CATEGORIES } from '../model/categories';
import { DURATION_BAND_KEYS, type DurationBand } from '../model/query';
import { useAttractionResults } from './store';

const styles = filterStyles;

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
  // Typed in the viewer's currency, kept (and written to the URL) in toman: lib/money.ts typedPriceBound.
  const setPrice = (end: RangeEnd, text: string) => {
    const value = typedPriceBound(text, money.display, end);
    const next = { min: f.price?.min ?? 0, max: f.price?.max ?? MAX, [end]: value ?? (end === 'min' ? 0 : MAX) };
    setFilters({ price: next.min === 0 && next.max === MAX ? null : next });
  };
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
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{m.price(money.unit)}</legend>
        {bounds ? <p className={styles.muted}>{m.priceRange(money.amount(bounds.min), money.amount(bounds.max), money.unit)}</p> : null}
        <div className={styles.prices}>
          {(['min', 'max'] as const).map((end) => {
            const value = end === 'min' ? f.price?.min : f.price?.max;
            const shown =
              value === undefined || value === 0 || value === MAX ? '' : String(tomanToDisplayAmount(value, money.display, end));
            return (
              <div key={`${end}-${shown}`} className={css({ display: 'grid', gap: '1' })}>
                <label htmlFor={`${id}-${end}`} className={styles.label}>
                  {end === 'min' ? messages.results.priceMin : messages.results.priceMax}
                </label>
                <input
                  id={`${id}-${end}`}
                  className={input({ size: 'sm' })}
                  inputMode={money.isToman ? 'numeric' : 'decimal'}
                  dir="ltr"
                  defaultValue={shown}
                  data-testid={`filter-price-${end}`}
                  onBlur={(e) => setPrice(end, e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') setPrice(end, e.currentTarget.value);
                  }}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
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
