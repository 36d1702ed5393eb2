import { css } from '../../../../../styled-system/css';
import { packageTypeRows } from '@/products/hotel/model/package-type';
import * as hotelMessages from '@/products/hotel/messages';

/**
 * Package-type panel of a dynamic tour (spec 001): one line per room — ordinal, room name, meal code and meal title.
 * Plain markup, so it renders in the client package list and on the server alike.
 */
export function PackageTypePanel({ rooms }: { rooms: readonly { name: string; mealType: string }[] }) {
  const m = hotelMessages.packageType;
  const rows = packageTypeRows(rooms);
  return (
    <div className={css({ bg: 'gray.2', borderRadius: 'l2', p: '3', display: 'grid', gap: '1' })} data-testid="package-type-panel">
      <p className={css({ fontWeight: 'bold', fontSize: 'sm' })}>{m.panelTitle}</p>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {rows.map((row) => (
          <li
            key={row.ordinal}
            data-testid="package-type-row"
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', alignItems: 'baseline' })}
          >
            <span className={css({ fontWeight: 'bold' })}>{row.ordinal}</span>
            <span>{row.roomName}</span>
            <abbr
              title={`${m.mealCode}: ${row.mealTitle}`}
              dir="ltr"
              className={css({ fontFamily: 'mono', bg: 'white', px: '1.5', borderRadius: 'l1', textDecoration: 'none' })}
              data-testid="meal-code"
            >
              {row.mealCode}
            </abbr>
            <span className={css({ color: 'fg.muted' })} data-testid="meal-title">
              {row.mealTitle}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
