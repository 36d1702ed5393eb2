'use client';
/**
 * The bundle's one travellers form: per traveller (one per person of the rooms, typed as the airlines type them)
 * gender, birth date and — at home — Persian names and national code, abroad Latin names, passport number and expiry;
 * the first adult is also the rooms' lead guest at the hotel (said, not typed twice). The contact mobile and e-mail.
 * Checked by the same rules as the one travellers route (model/travellers.ts), then sent there
 * (`POST /api/checkout/flightHotel/travellers`); then the review. What was typed is kept as the tab's draft.
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
import { bundleTravellers as t } from '../messages';
import {
  type BundlePassengerType,
  type BundleTravellerForm,
  type BundleTravellersInput,
  checkBundleTravellers,
  EMPTY_BUNDLE_TRAVELLER,
  parseTypedDate,
} from '../model/travellers';

interface Props {
  types: BundlePassengerType[];
  international: boolean;
  departDate: string;
  returnDate: string;
  storageKey: string;
}

const select = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '2', bg: 'white', w: 'full' });
const readDate = (typed: string) => {
  const iso = parseTypedDate(typed);
  return iso ? formatJalali(iso) : null;
};

export function BundleTravellersForm({ types, international, departDate, returnDate, storageKey }: Props) {
  const [value, setValue] = useState<BundleTravellersInput>({
    passengers: types.map(() => ({ ...EMPTY_BUNDLE_TRAVELLER })),
    mobile: '',
    email: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const restored = useSessionDraft(storageKey, value, {
    serialize: (s) => JSON.stringify(s),
    restore: (raw) => {
      try {
        const s = raw ? (JSON.parse(raw) as BundleTravellersInput) : null;
        return s && Array.isArray(s.passengers) && s.passengers.length === types.length ? s : null;
      } catch {
        return null;
      }
    },
    onRestore: setValue,
  });
  const set = (i: number, field: keyof BundleTravellerForm, v: string) =>
    setValue((s) => ({ ...s, passengers: s.passengers.map((p, j) => (j === i ? { ...p, [field]: v } : p)) }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkBundleTravellers(value, {
      international,
      departDate: departDate as never,
      returnDate: returnDate as never,
      types,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setErrors({});
    setSaving(true);
    const res = await edgeJson<{ next: string }>('/api/checkout/flightHotel/travellers', { body: value });
    if (res.ok) {
      window.location.assign(res.data.next);
      return;
    }
    setSaving(false);
    if (typeof res.body?.['redirect'] === 'string' && (res.body['redirect'] as string).startsWith('/')) {
      window.location.assign(res.body['redirect'] as string);
      return;
    }
    setErrors((res.body?.['errors'] as Record<string, string> | undefined) ?? { form: res.message });
  }

  const grid = cx(fieldsetBox, css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }));
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      data-testid="bundle-travellers"
      data-restored={restored ? 'true' : 'false'}
    >
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.intro}</p>
      {value.passengers.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a traveller here is their place in the rooms
        <fieldset key={`p${i}`} className={grid} data-testid="bundle-traveller">
          <legend className={css({ fontWeight: 'bold', mb: '2' })}>
            {t.heading(t.types[types[i] ?? 'adult'], i + 1)}
            {i === 0 ? <span className={css({ ms: '2', fontSize: 'sm', color: 'primary.text' })}>({t.leadGuest})</span> : null}
          </legend>
          <div className={css({ display: 'grid', gap: '1' })}>
            <label htmlFor={`fh-p${i}-gender`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {t.gender}
            </label>
            <select id={`fh-p${i}-gender`} className={select} value={p.gender} onChange={(e) => set(i, 'gender', e.target.value)}>
              <option value="MALE">{t.male}</option>
              <option value="FEMALE">{t.female}</option>
            </select>
          </div>
          <DateField
            id={`fh-p${i}-birth`}
            label={t.birthDate}
            value={p.birthDate}
            error={errors[`p${i}.birthDate`]}
            onChange={(v) => set(i, 'birthDate', v)}
            read={readDate}
            hint={t.birthDateHint}
          />
          {international ? (
            <>
              <NameFields
                first={{
                  id: `fh-p${i}-fnameEn`,
                  label: 'نام (لاتین)',
                  value: p.fnameEn,
                  error: errors[`p${i}.fnameEn`],
                  onChange: (v) => set(i, 'fnameEn', v),
                  attrs: { dir: 'ltr', autoComplete: 'off', maxLength: 60 },
                }}
                last={{
                  id: `fh-p${i}-lnameEn`,
                  label: 'نام خانوادگی (لاتین)',
                  value: p.lnameEn,
                  error: errors[`p${i}.lnameEn`],
                  onChange: (v) => set(i, 'lnameEn', v),
                  attrs: { dir: 'ltr', autoComplete: 'off', maxLength: 60 },
                }}
              />
              <PassportNumberField
                id={`fh-p${i}-passport`}
                value={p.passportNumber}
                error={errors[`p${i}.passportNumber`]}
                onChange={(v) => set(i, 'passportNumber', v)}
                attrs={{ maxLength: 12, autoComplete: 'off' }}
              />
              <DateField
                id={`fh-p${i}-expiry`}
                label={t.passportExpiry}
                value={p.passportExpiry}
                error={errors[`p${i}.passportExpiry`]}
                onChange={(v) => set(i, 'passportExpiry', v)}
                read={readDate}
                hint={t.birthDateHint}
              />
            </>
          ) : (
            <>
              <NameFields
                first={{
                  id: `fh-p${i}-fnameFa`,
                  label: 'نام (فارسی)',
                  value: p.fnameFa,
                  error: errors[`p${i}.fnameFa`],
                  onChange: (v) => set(i, 'fnameFa', v),
                  attrs: { autoComplete: 'off', maxLength: 60 },
                }}
                last={{
                  id: `fh-p${i}-lnameFa`,
                  label: 'نام خانوادگی (فارسی)',
                  value: p.lnameFa,
                  error: errors[`p${i}.lnameFa`],
                  onChange: (v) => set(i, 'lnameFa', v),
                  attrs: { autoComplete: 'off', maxLength: 60 },
                }}
              />
              <NationalCodeField
                id={`fh-p${i}-national`}
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
        <ContactFields
          ids={{ mobile: 'fh-mobile', email: 'fh-email' }}
          mobile={value.mobile}
          email={value.email}
          errors={{ mobile: errors['mobile'], email: errors['email'] }}
          onMobile={(v) => setValue((s) => ({ ...s, mobile: v }))}
          onEmail={(v) => setValue((s) => ({ ...s, email: v }))}
        />
      </fieldset>
      <FieldError id="fh-travellers-error" error={errors['form'] ?? errors['passengers']} />
      <button type="submit" className={button({ size: 'lg' })} disabled={saving} data-testid="bundle-travellers-submit">
        {saving ? t.submitting : t.submit}
      </button>
    </form>
  );
}
