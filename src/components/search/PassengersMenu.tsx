'use client';
/**
 * Passengers by type (adult, child, infant) for flights and the single-destination products: an Ark popover with one
 * stepper per type. The limits and their messages are `changePassengers` (src/lib/product-query).
 */
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { messages } from '../../lib/messages';
import { type FlightPassengers, type PassengerKind, changePassengers, passengerTotal } from '../../lib/product-query';
import { toPersianDigits as fa } from '../../lib/text';
import { primaryButtonStyle, stepButtonStyle, triggerStyle } from './form-styles';
import { ArkLocale } from '../ui/ArkLocale';

export interface PassengersMenuProps {
  id: string;
  value: FlightPassengers;
  onChange: (value: FlightPassengers) => void;
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
    <ArkLocale>
      <Popover.Root positioning={{ placement: 'bottom-end', gutter: 4 }} onOpenChange={() => setError(null)} lazyMount unmountOnExit>
        <div className={css({ display: 'flex', flexDir: 'column', gap: '1', minW: '0' })}>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })} id={`${id}-label`}>
            {label}
          </span>
          <Popover.Trigger className={triggerStyle} aria-labelledby={`${id}-label ${id}-summary`} data-testid="passengers-trigger">
            <span id={`${id}-summary`}>{messages.productForms.passengersSummary(passengerTotal(value))}</span>
          </Popover.Trigger>
        </div>
        <Portal>
          <Popover.Positioner className={css({ zIndex: 'popover' })}>
            <Popover.Content className={contentStyle} dir="rtl" data-testid="passengers-menu" aria-label={label}>
              <Popover.Title className={css({ srOnly: true })}>{label}</Popover.Title>
              {error ? (
                <p role="alert" className={css({ mb: '3', p: '2', borderRadius: 'l2', bg: 'red.3', color: 'red.11', fontSize: 'sm' })}>
                  {error}
                </p>
              ) : null}
              <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
                {KINDS.map(({ kind, title, hint }) => (
                  <div key={kind} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
                    <div>
                      <div>{title}</div>
                      <div className={css({ fontSize: 'xs', color: 'fg.muted' })}>{hint}</div>
                    </div>
                    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                      <button type="button" className={stepButtonStyle} aria-label={messages.productForms.add(title)} onClick={() => apply(kind, 1)} data-testid={`${kind}-inc`}>
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
              <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })}>
                <Popover.CloseTrigger className={primaryButtonStyle} aria-label={messages.productForms.done}>{messages.productForms.done}</Popover.CloseTrigger>
              </div>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </ArkLocale>
  );
}

const contentStyle = css({ bg: 'bg.default', borderRadius: 'l3', boxShadow: 'lg', p: '4', w: '[min(320px, 94vw)]' });
