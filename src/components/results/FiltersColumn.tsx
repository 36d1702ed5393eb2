'use client';
/**
 * Where every product's filters stand: on desktop the panel beside the list; on phones a «filters» button that opens
 * it, with whatever the product puts above it (its sorts), in a full-screen dialog closed by «apply». A phone's first
 * screen shows results, never a wall of filters.
 */
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Modal } from '@/components/ui/Modal';
import * as messages from '@/lib/messages';
import { type BaseResultsContext, useResultsContext } from './store';

const styles = {
  desktop: css({ display: { base: 'none', lg: 'block' } }),
  phone: css({ display: { base: 'block', lg: 'none' } }),
  apply: cx(button(), css({ w: 'full', mt: '4' })),
};

export function FiltersColumn({ panel, dialogTop }: { panel: ReactNode; dialogTop?: ReactNode }) {
  const { store } = useResultsContext<BaseResultsContext>();
  const snap = useSnapshot(store);
  return (
    <>
      <div className={styles.desktop}>{panel}</div>
      <div className={styles.phone}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => (store.filtersOpen = true)}
          data-testid="filters-button"
        >
          {messages.results.filtersButton}
        </button>
        <Modal open={snap.filtersOpen} onOpenChange={(o) => (store.filtersOpen = o)} title={messages.filters.title} fullScreen>
          {dialogTop ? <div className={css({ mb: '4' })}>{dialogTop}</div> : null}
          {panel}
          <button type="button" className={styles.apply} onClick={() => (store.filtersOpen = false)} data-testid="filters-apply">
            {messages.results.applyFilters}
          </button>
        </Modal>
      </div>
    </>
  );
}
