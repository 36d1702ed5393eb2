'use client';
/**
 * A filters panel's price range: two labelled fields, typed in the viewer's currency and kept (and written to the URL)
 * in toman (lib/money.ts typedPriceBound). A bound is applied when its field is left or on Enter, never on every
 * keystroke; an empty field is no bound (0 below, the product's `none` above), and both empty is no filter at all.
 */
import { useId } from 'react';
import { css } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { useMoney } from '@/components/money/MoneyProvider';
import * as messages from '@/lib/messages';
import { type RangeEnd, tomanToDisplayAmount, typedPriceBound } from '@/lib/money';
import { filterStyles as styles } from './FiltersPanel';

export interface PriceRange {
  min: number;
  max: number;
}

export function PriceRangeFilter({
  legend,
  note,
  value,
  none,
  onChange,
}: {
  legend: string;
  /** The prices the results hold (under the legend), if known. */
  note?: string | undefined;
  /** The range in toman; null for none. */
  value: Readonly<PriceRange> | null | undefined;
  /** The product's «no upper bound» (its filter model's). */
  none: number;
  onChange(next: PriceRange | null): void;
}) {
  const id = useId();
  const money = useMoney();
  const set = (end: RangeEnd, text: string) => {
    const typed = typedPriceBound(text, money.display, end);
    const next = { min: value?.min ?? 0, max: value?.max ?? none, [end]: typed ?? (end === 'min' ? 0 : none) };
    onChange(next.min === 0 && next.max === none ? null : next);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {note ? <p className={styles.muted}>{note}</p> : null}
      <div className={styles.prices}>
        {(['min', 'max'] as const).map((end) => {
          const bound = end === 'min' ? value?.min : value?.max;
          const shown = bound === undefined || bound === 0 || bound === none ? '' : String(tomanToDisplayAmount(bound, money.display, end));
          return (
            // Keyed by what it shows, so a bound changed elsewhere (reset, the URL) refills the uncontrolled field.
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
                onBlur={(e) => set(end, e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') set(end, e.currentTarget.value);
                }}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
