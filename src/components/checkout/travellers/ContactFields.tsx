'use client';
/**
 * The contact of every travellers step: the mobile (required, where the trip's messages go) and the e-mail
 * (optional). Only the two fields: each product puts them in its own contact fieldset (with its leader choice).
 * A logged-in account's own mobile and e-mail fill them when empty (issue 48 point 7; a typed or restored value is
 * kept, both stay editable); when a buyer for others picks a customer in a traveller's picker, the customer's
 * contact replaces them and a line says whom the order is for.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Field } from '@/components/ui/Field';
import * as messages from '@/lib/messages';
import { contactPrefill } from '@/lib/travellers';
import { css } from '../../../../styled-system/css';
import { buyingFor, useAccountPrefill } from './account-prefill';

const t = messages.travellers;

export interface ContactFieldsProps {
  /** The inputs' ids (each product keeps its own, which its errors and tests name). */
  ids: { mobile: string; email: string };
  mobile: string;
  email: string;
  errors: { mobile?: string | undefined; email?: string | undefined };
  onMobile(value: string): void;
  onEmail(value: string): void;
}

export function ContactFields({ ids, mobile, email, errors, onMobile, onEmail }: ContactFieldsProps) {
  const prefill = useAccountPrefill();
  const { customer } = useSnapshot(buyingFor);
  const filled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the account is known (the values of that render)
  useEffect(() => {
    if (!prefill || filled.current) return;
    filled.current = true;
    const patch = contactPrefill({ mobile, email }, prefill);
    if (patch.mobile !== undefined) onMobile(patch.mobile);
    if (patch.email !== undefined) onEmail(patch.email);
  }, [prefill]);
  const customerId = customer?.customerId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: when another customer is picked
  useEffect(() => {
    if (!customer) return;
    onMobile(customer.mobile);
    onEmail(customer.email ?? '');
  }, [customerId]);
  return (
    <>
      {customer ? (
        <p className={css({ fontSize: 'sm', fontWeight: 'medium', gridColumn: '1 / -1' })} data-buying-for={customer.customerId}>
          {t.buyingFor(`${customer.firstName} ${customer.lastName}`)}
        </p>
      ) : null}
      <Field
        id={ids.mobile}
        label={t.mobile}
        value={mobile}
        error={errors.mobile}
        onChange={(e) => onMobile(e.target.value)}
        dir="ltr"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={messages.common.mobilePlaceholder}
      />
      <Field
        id={ids.email}
        label={t.emailOptional}
        value={email}
        error={errors.email}
        onChange={(e) => onEmail(e.target.value)}
        dir="ltr"
        type="email"
        autoComplete="email"
      />
    </>
  );
}
