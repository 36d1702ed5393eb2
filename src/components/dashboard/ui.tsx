import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { panelFrame } from '@/components/ui/panel';

export const card = cx(panelFrame, css({ p: { base: '4', md: '6' } }));

export function DashTitle({ children }: { children: ReactNode }) {
  return <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '5' })}>{children}</h1>;
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p data-empty className={css({ p: '8', textAlign: 'center', color: 'fg.muted', bg: 'gray.2', borderRadius: 'l2' })}>
      {children}
    </p>
  );
}

/**
 * A simple accessible table; scrolls sideways on narrow screens. The scrolling box is a named region that takes
 * focus, so keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable). Cells keep to one line
 * (numbers, badges), except the columns named in `wrap` (a title, a date range, an amount, a list of actions): those
 * may break their lines, so on a desktop screen the whole table fits and nothing is hidden behind a sideways scroll.
 */
export function DataTable({
  caption,
  head,
  rows,
  wrap = [],
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  wrap?: readonly number[];
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard
      tabIndex={0}
      aria-label={caption}
      // `position: relative` makes the region the containing block of visually hidden (absolutely positioned) text
      // in its cells, so that text scrolls and clips with the table; otherwise it sits at its static place outside
      // the region and widens the whole page (390 px: 282 px of sideways scroll on /dashboard/payments).
      className={css({
        position: 'relative',
        overflowX: 'auto',
        _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'primary.default' },
      })}
    >
      <table
        className={css({
          w: 'full',
          borderCollapse: 'collapse',
          fontSize: 'sm',
          '& th, & td': {
            textAlign: 'start',
            py: '2.5',
            px: '3',
            borderBottomWidth: '1px',
            borderColor: 'border.subtle',
            whiteSpace: 'nowrap',
          },
          '& th': { color: 'fg.muted', fontWeight: 'medium', bg: 'gray.2' },
          // A cell of a `wrap` column may break its lines (at least 6rem wide, so a title stays readable); the table's
          // automatic layout then narrows those columns first to fit the box.
          '& td[data-wrap]': { whiteSpace: 'normal', minW: '24' },
        })}
      >
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain cell lists without ids, rendered once in server order
            <tr key={i} data-row>
              {r.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place in its row is its identity (the column)
                <td key={j} data-wrap={wrap.includes(j) || undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function StatusBadge({ status, text }: { status: string; text: string }) {
  const tone =
    status === 'issued' || status === 'paid' || status === 'approved' || status === 'refunded'
      ? css({ bg: '[#e9f6ee]', color: '[#15593a]' })
      : status === 'pending' || status === 'requested' || status === 'refund_requested'
        ? css({ bg: '[#fff7c2]', color: '[#7a4100]' })
        : css({ bg: 'red.3', color: 'red.11' });
  return <span className={`${tone} ${css({ px: '2', py: '0.5', borderRadius: 'l1', fontSize: 'xs', fontWeight: 'medium' })}`}>{text}</span>;
}
