'use client';
/**
 * The travellers step's form as every product's is made (issue 48 point 6): the state kept as the tab's draft
 * (session-draft.ts), the product's rules run before sending (its model's check, made of the shared traveller rules,
 * src/lib/travellers.ts), the first wrong field focused, the body sent to the one travellers route
 * (`POST /api/checkout/:product/travellers`), which runs the same rules again; then the review, or the refusal's
 * field errors, or the product's search when the basket has nothing to give travellers for. The product passes its
 * fieldsets (one per traveller, its own fields with the shared TravellerFields) and its texts.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { edgeJson } from '@/components/edge-client';
import * as messages from '@/lib/messages';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useSessionDraft } from '../session-draft';
import { ContactFields } from './ContactFields';
import { FieldError, fieldsetBox } from './fields';

export type FormErrors = Record<string, string>;

/** What every travellers form holds: its travellers, the contact mobile and e-mail. */
export interface TravellersValue<P> {
  passengers: P[];
  mobile: string;
  email: string;
}

export interface TravellersFormOptions<T> {
  storageKey: string;
  initial: () => T;
  /** A stored draft if it still fits this step (same travellers), else null. */
  fits(draft: T): boolean;
  /** The product's rules (the same the route runs). */
  check(value: T): { ok: true } | { ok: false; errors: FormErrors };
  /** The product's travellers route. */
  url: string;
}

/** The form's state, its draft, its errors and its submit. */
export function useTravellersForm<P, T extends TravellersValue<P> = TravellersValue<P>>({
  storageKey,
  initial,
  fits,
  check,
  url,
}: TravellersFormOptions<T>) {
  const [value, setValue] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const restored = useSessionDraft(storageKey, value, {
    serialize: (s) => JSON.stringify(s),
    restore: (raw) => {
      try {
        const s = raw ? (JSON.parse(raw) as T) : null;
        return s && Array.isArray(s.passengers) && fits(s) ? s : null;
      } catch {
        return null;
      }
    },
    onRestore: setValue,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = check(value);
    if (!checked.ok) {
      setErrors(checked.errors);
      window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setErrors({});
    setSaving(true);
    const res = await edgeJson<{ next: string }>(url, { body: value });
    if (res.ok) {
      window.location.assign(res.data.next.startsWith('/') && !res.data.next.startsWith('//') ? res.data.next : '/checkout/review');
      return;
    }
    setSaving(false);
    const redirect = res.body?.['redirect'];
    if (typeof redirect === 'string' && /^\/(?!\/)/.test(redirect)) {
      window.location.assign(redirect);
      return;
    }
    setErrors((res.body?.['errors'] as FormErrors | undefined) ?? { form: res.message || messages.common.genericError });
  }

  /** Changes traveller `i`'s fields. */
  const setTraveller = (i: number, patch: Partial<P>) =>
    setValue((s) => ({ ...s, passengers: s.passengers.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));
  const setContact = (patch: Partial<Pick<T, 'mobile' | 'email'>>) => setValue((s) => ({ ...s, ...patch }));
  return { value, setValue, setTraveller, setContact, errors, saving, restored, submit };
}

export type TravellersFormState = ReturnType<typeof useTravellersForm<unknown>>;

/** A fieldset's grid: two columns from the small breakpoint, one at 390 px. */
export const travellerGrid = cx(fieldsetBox, css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }));

/** One traveller's fieldset: its legend (who, which type, the leader) and its fields. */
export function TravellerFieldset({ legend, testId, children }: { legend: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <fieldset className={travellerGrid} data-testid={testId}>
      <legend className={css({ fontWeight: 'bold', mb: '2' })}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface TravellersFormProps {
  /** The product's form id prefix (`fh`, `tour`, `cip`): the contact's ids and the error's. */
  prefix: string;
  testId: string;
  /** The hook's state (useTravellersForm). */
  form: Pick<TravellersFormState, 'restored' | 'submit' | 'saving' | 'errors' | 'setContact'> & {
    value: { mobile: string; email: string; passengers: readonly unknown[] };
  };
  intro?: string;
  /** Traveller i's fieldset: its legend (who, which type, the leader), its `data-testid`, and its fields. */
  traveller: { legend(i: number): ReactNode; testId?: string; fields(i: number): ReactNode };
  /** The contact fieldset's legend and note, and where its errors are (`contact.mobile`, or `mobile`). */
  contact?: { legend?: string; note?: string; errorPrefix?: string };
  submit: string;
  submitting: string;
}

/** The form: intro, the travellers, the contact, the form's own error and the submit button. */
export function TravellersForm({ prefix, testId, form, intro, traveller, contact = {}, submit, submitting }: TravellersFormProps) {
  const { errors, value } = form;
  const at = contact.errorPrefix ?? 'contact.';
  return (
    <form
      onSubmit={form.submit}
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      data-testid={testId}
      data-restored={form.restored ? 'true' : 'false'}
    >
      {intro ? <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{intro}</p> : null}
      {form.value.passengers.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a traveller here is their place in the party (no other identity yet)
        <TravellerFieldset key={`p${i}`} legend={traveller.legend(i)} {...(traveller.testId ? { testId: traveller.testId } : {})}>
          {traveller.fields(i)}
        </TravellerFieldset>
      ))}
      <fieldset className={travellerGrid}>
        {contact.legend ? <legend className={css({ fontWeight: 'bold', mb: '2' })}>{contact.legend}</legend> : null}
        {contact.note ? <p className={css({ fontSize: 'sm', color: 'fg.muted', gridColumn: '1 / -1' })}>{contact.note}</p> : null}
        <ContactFields
          ids={{ mobile: `${prefix}-mobile`, email: `${prefix}-email` }}
          mobile={value.mobile}
          email={value.email}
          errors={{ mobile: errors[`${at}mobile`], email: errors[`${at}email`] }}
          onMobile={(mobile) => form.setContact({ mobile })}
          onEmail={(email) => form.setContact({ email })}
        />
      </fieldset>
      {/* The form's own error: a refusal without fields, a count that does not fit the rooms. */}
      <FieldError id={`${prefix}-travellers-error`} error={errors['form'] ?? errors['passengers']} />
      <button type="submit" className={button({ size: 'lg' })} disabled={form.saving} data-testid={`${testId}-submit`}>
        {form.saving ? submitting : submit}
      </button>
    </form>
  );
}
