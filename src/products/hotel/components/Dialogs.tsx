'use client';
/** The hotel results page's dialogs: search expired, and the lead (a phone number for a call back). */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../../styled-system/css';
import { button, input } from '../../../../styled-system/recipes';
import { HOTEL_LEAD_EVENT_ID, HOTEL_LEAD_PRODUCT } from '@/products/hotel/model/constants';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { validateLeadPhone } from '@/lib/validate';
import { edgeJson } from '@/components/edge-client';
import { STORAGE_KEYS, writeJson } from './storage';
import { useResults } from './store';
import { Modal } from '@/components/ui/Modal';

export function ExpiredDialog() {
  const { store, restartSearch } = useResults();
  const snap = useSnapshot(store);
  return (
    <Modal
      open={snap.expired}
      persistent
      role="alertdialog"
      title={hotelMessages.hotelResults.expiredTitle}
      description={messages.results.expired}
      testId="expired-dialog"
    >
      <div className={css({ display: 'flex', gap: '3' })}>
        <button type="button" className={button()} onClick={restartSearch}>
          {messages.results.searchAgain}
        </button>
        <a href="/" className={button({ variant: 'outline' })}>
          {hotelMessages.hotelSearch.backToHome}
        </a>
      </div>
    </Modal>
  );
}

export function LeadDialog() {
  const { init, store } = useResults();
  const snap = useSnapshot(store);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const submit = async () => {
    const check = validateLeadPhone(phone);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setSending(true);
    const res = await edgeJson('/api/leads', {
      body: {
        eventId: HOTEL_LEAD_EVENT_ID,
        phoneNumber: check.value,
        fromDate: init.checkIn,
        toDate: init.checkOut,
        destinationId: init.locationId,
        cityName: init.cityName,
        product: HOTEL_LEAD_PRODUCT,
        url: window.location.href,
      },
    });
    setSending(false);
    if (!res.ok) {
      store.notice = { text: messages.lead.failure, tone: 'error' };
      return;
    }
    writeJson(STORAGE_KEYS.hotelLead, { destination: init.destination, phone: check.value });
    store.leadOpen = false;
    store.notice = { text: messages.lead.success, tone: 'info' };
  };
  return (
    <Modal
      open={snap.leadOpen}
      onOpenChange={(o) => (store.leadOpen = o)}
      title={hotelMessages.hotelResults.leadTitle}
      description={messages.lead.callBack('هتل', init.cityName)}
      testId="lead-dialog"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
          {messages.lead.phonePlaceholder}
        </label>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          className={input()}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className={css({ color: 'red.11', fontSize: 'sm' })}>
            {error}
          </p>
        ) : null}
        <div className={css({ display: 'flex', gap: '3' })}>
          <button type="submit" className={button()} disabled={sending}>
            {messages.lead.send}
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => (store.leadOpen = false)}>
            {messages.common.close}
          </button>
        </div>
      </form>
    </Modal>
  );
}
