'use client';
/**
 * The tour travellers step: one traveller per person in the rooms — on a domestic tour the Persian names and national
 * code, on an international one the Latin names as in the passport, the passport number and its expiry — and the
 * lead's mobile and e-mail, checked by the same rules as the one travellers route (model/travellers.ts), then sent
 * there (`POST /api/checkout/tour/travellers`); then the review. What was typed is kept as the tab's draft.
 */
import { useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useSessionDraft } from '@/components/checkout/session-draft';
import { ContactFields } from '@/components/checkout/travellers/ContactFields';
import { NameFields, NationalCodeField, PassportNumberField } from '@/components/checkout/travellers/IdentityFields';
import { DateField, FieldError, fieldsetBox } from '@/components/checkout/travellers/fields';
import { edgeJson } from '@/components/edge-client';
import { formatJalali } from '@/lib/date-format';
import { persianNumber } from '@/lib/text';
import { tourTravellers as t } from '../messages';
import {
  EMPTY_TRAVELLER,
  type TourPassengerType,
  type TourTravellerForm,
  type TourTravellersInput,
  checkTourTravellers,
  readTypedDate,
} from '../model/travellers';

interface Props {
  types: TourPassengerType[];
  international: boolean;
  returnDate: string;
  storageKey: string;
}

export function TourTravellersForm({ types, international, returnDate, storageKey }: Props) {
  const [value, setValue] = useState<TourTravellersInput>({ passengers: types.map(() => ({ ...EMPTY_TRAVELLER })), mobile: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const restored = useSessionDraft(storageKey, value, {
    serialize: (s) => JSON.stringify(s),
    restore: (raw) => {
      try {
        const s = raw ? (JSON.parse(raw) as TourTravellersInput) : null;
        return s && Array.isArray(s.passengers) && s.passengers.length === types.length ? s : null;
      } catch {
        return null;
      }
    },
    onRestore: setValue,
  });
  const set = (i: number, field: keyof TourTravellerForm, v: string) =>
    setValue((s) => ({ ...s, passengers: s.passengers.map((p, j) => (j === i ? { ...p, [field]: v } : p)) }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkTourTravellers(value, { international, returnDate, types });
    if (!checked.ok) {
      setErrors(checked.errors);
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const res = await edgeJson<{ next: string }>('/api/checkout/tour/travellers', { body: value });
    if (res.ok) {
      window.location.assign(res.data.next);
      return;
    }
    setSaving(false);
    if (typeof res.body?.['redirect'] === 'string' && (res.body['redirect'] as string).startsWith('/')) {
      window.location.assign(res.body['redirect'] as string);
      return;
    }
    setErrors((res.body?.['errors'] as Record<string, string> | undefined) ?? { form: res.message || t.failed });
  }

  const grid = cx(fieldsetBox, css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }));
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      data-testid="tour-travellers"
      data-restored={restored ? 'true' : 'false'}
    >
      {value.passengers.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a traveller here is their place in the rooms
        <fieldset key={`p${i}`} className={grid}>
          <legend className={css({ fontWeight: 'bold', mb: '2' })}>
            {t.passenger(persianNumber(i + 1), t.types[types[i] ?? 'adult'])}
          </legend>
          {international ? (
            <>
              <NameFields
                first={{
                  id: `tour-p${i}-fnameEn`,
                  label: t.fnameEn,
                  value: p.fnameEn,
                  error: errors[`p${i}.fnameEn`],
                  onChange: (v) => set(i, 'fnameEn', v),
                  attrs: { dir: 'ltr', autoComplete: 'off', maxLength: 60 },
                }}
                last={{
                  id: `tour-p${i}-lnameEn`,
                  label: t.lnameEn,
                  value: p.lnameEn,
                  error: errors[`p${i}.lnameEn`],
                  onChange: (v) => set(i, 'lnameEn', v),
                  attrs: { dir: 'ltr', autoComplete: 'off', maxLength: 60 },
                }}
              />
              <PassportNumberField
                id={`tour-p${i}-passport`}
                value={p.passportNumber}
                error={errors[`p${i}.passportNumber`]}
                onChange={(v) => set(i, 'passportNumber', v)}
                attrs={{ maxLength: 12, autoComplete: 'off' }}
              />
              <DateField
                id={`tour-p${i}-expiry`}
                label={t.passportExpiry}
                value={p.passportExpiry}
                error={errors[`p${i}.passportExpiry`]}
                onChange={(v) => set(i, 'passportExpiry', v)}
                read={(typed) => {
                  const iso = readTypedDate(typed);
                  return iso ? formatJalali(iso) : null;
                }}
                hint={t.dateHint}
              />
            </>
          ) : (
            <>
              <NameFields
                first={{
                  id: `tour-p${i}-fnameFa`,
                  label: t.fnameFa,
                  value: p.fnameFa,
                  error: errors[`p${i}.fnameFa`],
                  onChange: (v) => set(i, 'fnameFa', v),
                  attrs: { autoComplete: 'off', maxLength: 60 },
                }}
                last={{
                  id: `tour-p${i}-lnameFa`,
                  label: t.lnameFa,
                  value: p.lnameFa,
                  error: errors[`p${i}.lnameFa`],
                  onChange: (v) => set(i, 'lnameFa', v),
                  attrs: { autoComplete: 'off', maxLength: 60 },
                }}
              />
              <NationalCodeField
                id={`tour-p${i}-national`}
                value={p.nationalCode}
                error={errors[`p${i}.nationalCode`]}
                onChange={(v) => set(i, 'nationalCode', v)}
                attrs={{ maxLength: 10, autoComplete: 'off' }}
              />
            </>
          )}
        </fieldset>
      ))}
      <fieldset className={grid}>
        <legend className={css({ fontWeight: 'bold', mb: '2' })}>{t.lead}</legend>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', gridColumn: '1 / -1' })}>{t.leadNote}</p>
        <ContactFields
          ids={{ mobile: 'tour-mobile', email: 'tour-email' }}
          mobile={value.mobile}
          email={value.email}
          errors={{ mobile: errors['contact.mobile'], email: errors['contact.email'] }}
          onMobile={(v) => setValue((s) => ({ ...s, mobile: v }))}
          onEmail={(v) => setValue((s) => ({ ...s, email: v }))}
        />
      </fieldset>
      <FieldError id="tour-travellers-error" error={errors['form'] ?? errors['passengers']} />
      <button type="submit" className={button({ size: 'lg' })} disabled={saving} data-testid="tour-travellers-submit">
        {saving ? t.saving : t.submit}
      </button>
    </form>
  );
}
