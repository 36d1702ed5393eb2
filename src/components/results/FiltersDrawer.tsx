'use client';
/**
 * A results page's filters, as every product shows them: beside the list from the lg breakpoint on, and below it a
 * «فیلترها» button that opens the same panel in a full-screen dialog with a «مشاهدهٔ نتایج» button to close it. The
 * product passes its panel (rendered once per place, so its ids must come from useId; an element when a server page
 * passes it, which cannot pass a function) and, if it likes, what goes above the panel in the dialog (its sort bar).
 * A phone's first screen shows results, never a wall of filters.
 */
import { type ReactNode, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Modal } from '@/components/ui/Modal';
import * as messages from '@/lib/messages';

export function FiltersDrawer({
  panel,
  dialogTop,
  open: openProp,
  onOpenChange,
}: {
  panel: ReactNode | (() => ReactNode);
  dialogTop?: ReactNode;
  /** Controlled by the product's store when it keeps one; else the drawer keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [own, setOwn] = useState(false);
  const open = openProp ?? own;
  const setOpen = (o: boolean) => (onOpenChange ? onOpenChange(o) : setOwn(o));
  const render = () => (typeof panel === 'function' ? panel() : panel);
  return (
    <>
      <div className={css({ display: { base: 'none', lg: 'block' } })}>{render()}</div>
      <div className={css({ display: { base: 'block', lg: 'none' } })}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => setOpen(true)}
          data-testid="filters-button"
        >
          {messages.results.filtersButton}
        </button>
        <Modal open={open} onOpenChange={setOpen} title={messages.filters.title} fullScreen testId="filters-dialog">
          {dialogTop}
          <div className={css({ mt: dialogTop ? '4' : '0' })}>{open ? render() : null}</div>
          <button
            type="button"
            className={cx(button(), css({ w: 'full', mt: '4' }))}
            onClick={() => setOpen(false)}
            data-testid="filters-apply"
          >
            {messages.results.applyFilters}
          </button>
        </Modal>
      </div>
    </>
  );
}
