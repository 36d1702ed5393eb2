/**
 * The list's filters and sort as a plain GET form (no script needed): price band, nights, hotel stars, transport or
 * airline, departure month (Jalali), and the sort. The page filters on the server (src/products/tour/model/filters.ts).
 */
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { monthName } from '@/lib/date-format';
import { type DisplayCurrency, priceBandLabel, priceBands, TOMAN_DISPLAY } from '@/lib/money';
import { persianNumber, toPersianDigits } from '@/lib/text';
import { tourResults as m } from '../messages';
import { TOUR_SORTS, type TourFilters, type TourSort, tourBandThresholds } from '../model/filters';

interface Options {
  nights: number[];
  stars: number[];
  transport: { code: string; name: string }[];
  months: string[];
}

const fieldset = css({ display: 'grid', gap: '1', borderWidth: '0', p: '0', m: '0' });
const legend = css({ fontWeight: 'bold', mb: '1' });
const row = css({ display: 'flex', gap: '2', alignItems: 'center', minH: '[28px]' });

function Check({ name, value, label, checked }: { name: string; value: string; label: string; checked: boolean }) {
  const id = `f-${name}-${value}`;
  return (
    <div className={row}>
      <input type="checkbox" id={id} name={name} value={value} defaultChecked={checked} className={css({ width: '4', height: '4' })} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function TourFiltersForm({
  action,
  keep,
  filters,
  sort,
  options,
  domestic,
  display = TOMAN_DISPLAY,
}: {
  action: string;
  /** The search's own query keys (dates, passengers) carried along. */
  keep: Record<string, string>;
  filters: TourFilters;
  sort: TourSort;
  options: Options;
  domestic: boolean;
  /** The viewer's currency: the bands' labels in it (their values stay bands of toman). */
  display?: DisplayCurrency;
}) {
  const bands = priceBands(tourBandThresholds(domestic));
  return (
    <form
      method="get"
      action={action}
      aria-label={m.filtersTitle}
      data-testid="tour-filters"
      className={css({
        bg: 'white',
        borderRadius: 'l3',
        borderWidth: '1px',
        borderColor: 'border.default',
        p: '3',
        display: 'grid',
        gap: '4',
      })}
    >
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className={css({ display: 'grid', gap: '1' })}>
        <label htmlFor="tour-sort" className={legend}>
          {m.sort}
        </label>
        <select
          id="tour-sort"
          name="sort"
          defaultValue={sort}
          className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '1.5', bg: 'white' })}
        >
          {TOUR_SORTS.map((s) => (
            <option key={s} value={s}>
              {m.sorts[s]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={fieldset}>
        <legend className={legend}>{m.price}</legend>
        {bands.map((b, i) => (
          <Check key={b.from} name="band" value={String(i)} checked={filters.priceBands.includes(i)} label={priceBandLabel(b, display)} />
        ))}
      </fieldset>
      {options.nights.length > 1 ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{m.nights}</legend>
          {options.nights.map((n) => (
            <Check key={n} name="nights" value={String(n)} checked={filters.nights.includes(n)} label={m.nightsValue(persianNumber(n))} />
          ))}
        </fieldset>
      ) : null}
      {options.stars.length > 1 ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{m.stars}</legend>
          {options.stars.map((n) => (
            <Check key={n} name="stars" value={String(n)} checked={filters.stars.includes(n)} label={m.starsValue(persianNumber(n))} />
          ))}
        </fieldset>
      ) : null}
      {options.transport.length > 1 ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{m.transport}</legend>
          {options.transport.map((t) => (
            <Check key={t.code} name="transport" value={t.code} checked={filters.transport.includes(t.code)} label={t.name} />
          ))}
        </fieldset>
      ) : null}
      {options.months.length > 1 ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{m.month}</legend>
          {options.months.map((key) => {
            const [y, mo] = key.split('-').map(Number) as [number, number];
            return (
              <Check
                key={key}
                name="month"
                value={key}
                checked={filters.months.includes(key)}
                label={`${monthName(mo, 'jalali')} ${toPersianDigits(y)}`}
              />
            );
          })}
        </fieldset>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button type="submit" className={button({ size: 'sm' })}>
          {m.apply}
        </button>
        <a href={action} className={button({ size: 'sm', variant: 'outline' })}>
          {m.clear}
        </a>
      </div>
    </form>
  );
}
