'use client';
/**
 * The CIP travellers step: each passenger's name (the shared name fields) and the lead's mobile and e-mail (the shared
 * contact fields), checked by the same rules as the one travellers route (model/travellers.ts), then sent there
 * (`POST /api/checkout/cip/travellers`), which writes them into the basket's cip object; then the review. What was
 * typed is kept as the tab's draft (sessionStorage) until the order is paid.
 */
import { useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useSessionDraft } from '@/components/checkout/session-draft';
import { ContactFields } from '@/components/checkout/travellers/ContactFields';
import { NameFields } from '@/components/checkout/travellers/IdentityFields';
import { FieldError, fieldsetBox } from '@/components/checkout/travellers/fields';
import { edgeJson } from '@/components/edge-client';
import { persianNumber } from '@/lib/text';
import { cipTexts, cipTravellers as t } from '../messages';
import { type CipTravellersInput, checkCipTravellers } from '../model/travellers';

type PassengerType = 'adult' | 'child' | 'infant';

export function CipTravellersForm({
  types,
  storageKey,
  prefill,
}: {
  types: PassengerType[];
  storageKey: string;
  /** What the basket already says (the flight's passengers' names, its contact): the form starts from it. */
  prefill?: CipTravellersInput | undefined;
}) {
  const [value, setValue] = useState<CipTravellersInput>(
    () => prefill ?? { passengers: types.map(() => ({ firstName: '', lastName: '' })), mobile: '', email: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const restored = useSessionDraft(storageKey, value, {
    serialize: (s) => JSON.stringify(s),
    restore: (raw) => {
      try {
        const s = raw ? (JSON.parse(raw) as CipTravellersInput) : null;
        return s && Array.isArray(s.passengers) && s.passengers.length === types.length ? s : null;
      } catch {
        return null;
      }
    },
    onRestore: setValue,
  });

  const setName = (i: number, field: 'firstName' | 'lastName', v: string) =>
    setValue((s) => ({ ...s, passengers: s.passengers.map((p, j) => (j === i ? { ...p, [field]: v } : p)) }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkCipTravellers(value);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const res = await edgeJson<{ next: string }>('/api/checkout/cip/travellers', { body: checked.value });
    if (res.ok) {
      window.location.assign(res.data.next);
      return;
    }
    setSaving(false);
    if (typeof res.body?.redirect === 'string' && res.body.redirect.startsWith('/')) {
      window.location.assign(res.body.redirect);
      return;
    }
    setErrors((res.body?.errors as Record<string, string> | undefined) ?? { form: res.message || t.failed });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      data-testid="cip-travellers"
      data-restored={restored ? 'true' : 'false'}
    >
      {value.passengers.map((p, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a passenger here is their place in the party (no other identity yet)
          key={`p${i}`}
          className={cx(fieldsetBox, css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }))}
        >
          <legend className={css({ fontWeight: 'bold', mb: '2' })}>
            {t.passenger(persianNumber(i + 1), cipTexts.passengerTypes[types[i] ?? 'adult'])}
          </legend>
          <NameFields
            first={{
              id: `cip-p${i}-first`,
              value: p.firstName,
              error: errors[`p${i}.firstName`],
              onChange: (v) => setName(i, 'firstName', v),
              attrs: { autoComplete: 'off', maxLength: 60 },
            }}
            last={{
              id: `cip-p${i}-last`,
              value: p.lastName,
              error: errors[`p${i}.lastName`],
              onChange: (v) => setName(i, 'lastName', v),
              attrs: { autoComplete: 'off', maxLength: 60 },
            }}
          />
        </fieldset>
      ))}
      <fieldset className={cx(fieldsetBox, css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }))}>
        <legend className={css({ fontWeight: 'bold', mb: '2' })}>{t.lead}</legend>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', gridColumn: '1 / -1' })}>{t.leadNote}</p>
        <ContactFields
          ids={{ mobile: 'cip-mobile', email: 'cip-email' }}
          mobile={value.mobile}
          email={value.email}
          errors={{ mobile: errors['contact.mobile'], email: errors['contact.email'] }}
          onMobile={(v) => setValue((s) => ({ ...s, mobile: v }))}
          onEmail={(v) => setValue((s) => ({ ...s, email: v }))}
        />
      </fieldset>
      <FieldError id="cip-travellers-error" error={errors['form'] ?? errors['passengers']} />
      <button type="submit" className={button({ size: 'lg' })} disabled={saving} data-testid="cip-travellers-submit">
        {saving ? t.saving : t.submit}
      </button>
    </form>
  );
}
