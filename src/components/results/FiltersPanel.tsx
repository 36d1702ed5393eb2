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
