'use client';
/**
 * The contact of every travellers step: the mobile (required, where the trip's messages go) and the e-mail
 * (optional). Only the two fields: each product puts them in its own contact fieldset (with its leader choice).
 */
import { Field } from '@/components/ui/Field';
import * as messages from '@/lib/messages';

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
  return (
    <>
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
