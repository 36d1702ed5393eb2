/**
 * The frame of every product's filters panel: the «filters» title, «remove all filters», and the product's filters
 * below. The product brings the filters; the frame is the same everywhere.
 */
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  bg: 'white',
  p: '4',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.default',
});

/** The classes of the filters inside the frame: a group (fieldset) and its legend, a checkbox row, its box and count,
 * the two price fields side by side, a field's label and a muted note. */
export const filterStyles = {
  group: css({ display: 'grid', gap: '2', border: 'none', p: '0', m: '0' }),
  legend: css({ fontWeight: 'semibold', mb: '1' }),
  option: css({ display: 'flex', alignItems: 'center', gap: '2', minH: '8', cursor: 'pointer' }),
  box: css({ w: '4', h: '4', accentColor: 'primary.default' }),
  count: css({ color: 'fg.muted', fontSize: 'sm' }),
  prices: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' }),
  label: css({ fontSize: 'sm' }),
  muted: css({ fontSize: 'xs', color: 'fg.muted' }),
};

export function FiltersPanelFrame({ onReset, testId, children }: { onReset: () => void; testId?: string; children: ReactNode }) {
  return (
    <section aria-label={messages.filters.title} data-testid={testId} className={panel}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <h2 className={css({ fontWeight: 'bold' })}>{messages.filters.title}</h2>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onReset} data-testid="filter-reset">
          {messages.filters.resetAll}
        </button>
      </div>
      {children}
    </section>
  );
}
