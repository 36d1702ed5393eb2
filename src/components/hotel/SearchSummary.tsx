'use client';
/**
 * The search form's place on the results page: sticky on desktop; on mobile a summary with «تغییر جستجو» that opens a
 * full-screen dialog. SLOT: the search-form engineer's <HotelSearchForm> goes where `form` is rendered (the lead wires
 * it in after merging); until then the read-only summary stands in.
 */
import { useState, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { messages } from '../../lib/messages';
import { Modal } from './ui';

export function SearchSummary({ summary, form }: { summary: string; form?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const slot = form ?? <p data-testid="search-summary-text">{summary}</p>;
  return (
    <>
      <div data-slot="hotel-search-form" className={css({ display: { base: 'none', md: 'block' }, position: 'sticky', insetBlockStart: '0', zIndex: 'sticky', bg: 'white', p: '4', mb: '4', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.default' })}>
        {slot}
      </div>
      <div className={css({ display: { base: 'flex', md: 'none' }, alignItems: 'center', justifyContent: 'space-between', gap: '3', bg: 'white', p: '3', mb: '4', borderRadius: 'l3' })}>
        <p className={css({ fontSize: 'sm' })}>{summary}</p>
        <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={() => setOpen(true)}>
          {messages.hotelSearch.changeSearch}
        </button>
        <Modal open={open} onOpenChange={setOpen} title={messages.results.searchFormSlot} fullScreen>
          {slot}
        </Modal>
      </div>
    </>
  );
}
