import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

export const card = css({ bg: 'white', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.subtle', p: { base: '4', md: '6' } });

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

/** A simple accessible table; scrolls sideways on narrow screens. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className={css({ overflowX: 'auto', _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'primary.default' } })}
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
            <tr key={i} data-row>
              {r.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
