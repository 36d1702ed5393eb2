/**
 * The results grid of every product's page: its filters column (the product's `<aside>`, with its own sticky offset)
 * beside the results, one column below the lg breakpoint. minmax(0, …): a grid column is otherwise as wide as its
 * widest content (hotel's tour slider), which widened the page on phones.
 */
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

export function ResultsColumns({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[280px minmax(0, 1fr)]' },
        gap: '6',
        alignItems: 'start',
      })}
    >
      {aside}
      <div>{children}</div>
    </div>
  );
}
