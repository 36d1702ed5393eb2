'use client';
/**
 * Passengers by type (adult, child, infant) of the seat-based products' forms: an Ark popover with one stepper per
 * type. The limits and their messages are `changePassengers` (src/lib/passengers.ts).
 */
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { type PassengerCounts, type PassengerKind, changePassengers, passengerTotal } from '@/lib/passengers';
import { toPersianDigits as fa } from '@/lib/text';
import { CountsPopover } from './CountsPopover';
import { stepButtonStyle } from './form-styles';

export interface PassengersMenuProps {
  id: string;
  value: PassengerCounts;
  onChange: (value: PassengerCounts) => void;
  label?: string;
}

const KINDS: readonly { kind: PassengerKind; title: string; hint: string }[] = [
  { kind: 'adults', title: messages.productForms.adults, hint: messages.productForms.adultsHint },
  { kind: 'child', title: messages.productForms.child, hint: messages.productForms.childHint },
  { kind: 'infant', title: messages.productForms.infant, hint: messages.productForms.infantHint },
];

export function PassengersMenu({ id, value, onChange, label = messages.productForms.passengers }: PassengersMenuProps) {
  const [error, setError] = useState<string | null>(null);
  const apply = (kind: PassengerKind, delta: number) => {
    const change = changePassengers(value, kind, delta);
    setError(change.ok ? null : change.message);
    if (change.ok) onChange(change.passengers);
  };
  return (
    <CountsPopover
      id={id}
      testId="passengers"
      label={label}
      summary={messages.productForms.passengersSummary(passengerTotal(value))}
      error={error}
      onOpenChange={() => setError(null)}
      doneLabel={messages.productForms.done}
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        {KINDS.map(({ kind, title, hint }) => (
          <div key={kind} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
            <div>
              <div>{title}</div>
              <div className={css({ fontSize: 'xs', color: 'fg.muted' })}>{hint}</div>
            </div>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <button
                type="button"
                className={stepButtonStyle}
                aria-label={messages.productForms.add(title)}
                onClick={() => apply(kind, 1)}
                data-testid={`${kind}-inc`}
              >
                +
              </button>
              <output aria-live="polite" className={css({ minW: '6', textAlign: 'center', fontWeight: 'bold' })} data-testid={kind}>
                {fa(value[kind])}
              </output>
              <button
                type="button"
                className={stepButtonStyle}
                aria-label={messages.productForms.remove(title)}
                onClick={() => apply(kind, -1)}
                disabled={value[kind] === 0}
                data-testid={`${kind}-dec`}
              >
                −
              </button>
            </div>
          </div>
        ))}
      </div>
    </CountsPopover>
  );
}
