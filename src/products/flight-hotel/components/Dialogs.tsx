'use client';
/** The flight+hotel results page's expired dialog (spec 001 §2): persistent; «search again» or the main page. */
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { Modal } from '@/components/ui/Modal';
import * as messages from '@/lib/messages';
import { flightHotelResults as m } from '../messages';
import { useFlightHotelResults } from './store';

export function ExpiredDialog() {
  const { store, restartSearch } = useFlightHotelResults();
  const snap = useSnapshot(store);
  return (
    <Modal
      open={snap.expired}
      persistent
      role="alertdialog"
      title={m.expiredTitle}
      description={messages.results.expired}
      testId="expired-dialog"
    >
      <div className={css({ display: 'flex', gap: '3' })}>
        <button type="button" className={button()} onClick={restartSearch}>
          {messages.results.searchAgain}
        </button>
        <a href="/" className={button({ variant: 'outline' })}>
          {m.backToHome}
        </a>
      </div>
    </Modal>
  );
}
