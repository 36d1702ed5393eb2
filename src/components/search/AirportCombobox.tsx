'use client';
/**
 * An airport field: a trip's origin or destination, or a CIP airport (spec 001 §2 "Location search dropdown", §4 "Location search"): a combobox that searches
 * the SUPPLIER (`GET /api/locations/airports?q=`, from 2 characters, 500 ms after the last keystroke, a newer phrase
 * cancels the older request) with the built-in airport table as the offline list: the popular airports while the
 * field is empty, and the table's matches at once while the supplier's answer is on its way or when it fails (an
 * outage never empties the list). ي/ك are written ی/ک and Latin or Persian digits are both read. A multi-airport city
 * comes as its all-airports group (Tehran = THR + IKA).
 * The WAI-ARIA combobox pattern: arrows move through the list, Enter picks (the first match when none is active),
 * Escape closes.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { LOCATION_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { type AirportPlace, airportPlacePhrase } from '@/lib/airport-places';
import type { AirportRecord } from '@/lib/lookups';
import * as messages from '@/lib/messages';
import { airportLabel, searchAirports } from '@/lib/airport-search';
import { normalizeArabicLetters } from '@/lib/text';
import { edgeJson } from '@/components/edge-client';

export interface AirportComboboxProps {
  id: string;
  label: string;
  placeholder: string;
  value: AirportRecord | null;
  onChange: (airport: AirportRecord | null) => void;
  error?: string | null;
  testId?: string;
}

/** Where the list on screen comes from: the built-in table (offline), or the supplier's answer. */
type Remote = { phrase: string; status: 'loading' } | { phrase: string; status: 'done'; items: AirportPlace[] } | null;

/** The supplier's places for a phrase; null when it failed or was cancelled (the offline list stays). */
async function searchPlaces(phrase: string, signal: AbortSignal): Promise<AirportPlace[] | null> {
  const res = await edgeJson<{ items?: AirportPlace[] }>(`/api/locations/airports?q=${encodeURIComponent(phrase)}`, { signal });
  return res.ok && Array.isArray(res.data.items) ? res.data.items : null;
}

export function AirportCombobox({ id, label, placeholder, value, onChange, error, testId }: AirportComboboxProps) {
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const errorId = `${id}-error`;
  const shown = text ?? (value ? airportLabel(value) : '');
  const phrase = text === null ? null : airportPlacePhrase(text);
  const [remote, setRemote] = useState<Remote>(null);

  // The supplier search: a phrase of 2+ characters, 500 ms after the last keystroke; a newer phrase aborts the older.
  useEffect(() => {
    if (phrase === null) {
      setRemote(null);
      return;
    }
    setRemote({ phrase, status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchPlaces(phrase, controller.signal).then((items) => {
        if (controller.signal.aborted) return;
        setRemote(items === null ? null : { phrase, status: 'done', items });
      });
    }, LOCATION_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [phrase]);

  const answered = remote?.status === 'done' && remote.phrase === phrase ? remote.items : null;
  const offline = useMemo(() => searchAirports(text ?? ''), [text]);
  const results: AirportRecord[] = answered ?? offline;
  const source = answered ? 'supplier' : remote?.status === 'loading' ? 'loading' : 'offline';

  const pick = (a: AirportRecord) => {
    onChange(a);
    setText(null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length === 0 ? -1 : (i + step + results.length) % results.length));
    } else if (e.key === 'Enter') {
      if (!open) return;
      e.preventDefault();
      const a = results[active] ?? results[0];
      if (a) pick(a);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1', minW: '0', position: 'relative' })} data-testid={testId}>
      <label htmlFor={id} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={placeholder}
        value={shown}
        className={cx(inputStyle, error ? css({ borderColor: 'red.9' }) : undefined)}
        onFocus={(e) => {
          e.currentTarget.select();
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setText(null);
          setActive(-1);
        }}
        onChange={(e) => {
          setText(normalizeArabicLetters(e.currentTarget.value));
          setOpen(true);
          setActive(-1);
          if (e.currentTarget.value === '') onChange(null);
        }}
        onKeyDown={onKeyDown}
      />
      {/* Focus stays in the input (aria-activedescendant points at the active option), so the options take focus only
          programmatically (tabIndex -1) and the keys are handled by the input. */}
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className={listStyle}
        data-source={source}
        aria-busy={source === 'loading'}
      >
        {!open ? null : results.length === 0 ? (
          <div role="option" tabIndex={-1} aria-selected={false} aria-disabled="true" className={css({ p: '3', color: 'fg.muted' })}>
            {messages.location.noMatch}
          </div>
        ) : (
          results.map((a, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (arrows, Enter, Escape); a click is the pointer's way to pick
            <div
              key={`${a.iata}${isGroup(a) ? '*' : ''}`}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              data-iata={a.iata}
              data-all-airports={isGroup(a) || undefined}
              className={cx(optionStyle, i === active && css({ bg: 'bg.subtle' }))}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(a)}
            >
              <span className={css({ fontWeight: 'bold' })}>
                {a.city} <span dir="ltr">({a.iata})</span>
              </span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                {isGroup(a) ? messages.location.allAirports : a.name}، {a.country}
              </span>
            </div>
          ))
        )}
      </div>
      <span role="status" className={css({ srOnly: true })}>
        {open && phrase !== null
          ? source === 'loading'
            ? messages.location.searchingPlaces
            : messages.location.placesFound(results.length)
          : ''}
      </span>
      {error ? (
        <p id={errorId} role="alert" className={css({ color: 'red.11', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const isGroup = (a: AirportRecord): boolean => (a as Partial<AirportPlace>).allAirports === true;

const inputStyle = css({
  h: '12',
  px: '3',
  w: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' },
});
const listStyle = css({
  position: 'absolute',
  insetBlockStart: '[100%]',
  insetInlineStart: '0',
  insetInlineEnd: '0',
  zIndex: 'dropdown',
  mt: '1',
  bg: 'bg.default',
  borderRadius: 'l2',
  boxShadow: 'lg',
  maxH: '[340px]',
  overflowY: 'auto',
});
const optionStyle = css({ display: 'flex', flexDir: 'column', px: '3', py: '2', cursor: 'pointer', _hover: { bg: 'bg.subtle' } });
