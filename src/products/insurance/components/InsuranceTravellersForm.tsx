'use client';
/**
 * The insurance travellers step: one fieldset per insured (Latin names as in the passport, passport number and expiry,
 * birth date typed Jalali or Gregorian, nationality and an Iranian's national code, through the shared travellers
 * fields), each with the premium of their age as soon as the birth date reads, then the contact. The same rules run
 * here and on the edge's one travellers route (`/api/checkout/insurance/travellers`); errors come back under their
 * fields and the first gets the focus. What was typed is a draft in the tab's sessionStorage, so nothing is lost to
 * an error, a reload or a trip back from the review.
 */
import { useEffect, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { ContactFields } from '@/components/checkout/travellers/ContactFields';
import { ChoiceField, CountryField, DateField, fieldsetBox } from '@/components/checkout/travellers/fields';
import { NameFields, NationalCodeField, PassportNumberField } from '@/components/checkout/travellers/IdentityFields';
import { SavedTravellerPicker } from '@/components/checkout/travellers/SavedTravellerPicker';
import { useSessionDraft } from '@/components/checkout/session-draft';
import { edgeJson } from '@/components/edge-client';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/date-format';
import { useMoney } from '@/components/money/MoneyProvider';
import type { FieldErrors } from '@/lib/validate';
import { insuranceTravellers as t } from '../messages';
import {
  type InsuranceTravellersContext,
  type InsuranceTravellersInput,
  type InsuredForm,
  emptyInsured,
  fieldPath,
  insuredAge,
  insuredPrice,
  readTypedDate,
  validateInsuranceTravellers,
} from '../model/travellers';

const datePreview = (typed: string) => {
  const iso = readTypedDate(typed);
  return iso ? `${formatDate(iso, 'jalali')} (${formatDate(iso, 'gregorian')})` : null;
};

/** The insured's fields a saved traveller's pick may fill (the shared names). */
const INSURED_FIELDS: Record<keyof InsuredForm, true> = {
  fnameEn: true,
  lnameEn: true,
  gender: true,
  isIranian: true,
  nationalCode: true,
  nationality: true,
  passportNumber: true,
  passportExpiry: true,
  birthDate: true,
};

/** An empty form for `count` insured, its first ones taken from `prefill` (the flight's passengers, when any). */
const initial = (count: number, prefill: readonly InsuredForm[] = []): InsuranceTravellersInput => ({
  travellers: Array.from({ length: count }, (_, i) => ({ ...emptyInsured(), ...prefill[i] })),
  mobile: '',
  email: '',
});

function restore(raw: string | null, count: number): InsuranceTravellersInput | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as InsuranceTravellersInput;
    if (!Array.isArray(v.travellers) || v.travellers.length !== count) return null;
    return {
      travellers: v.travellers.map((p) => ({ ...emptyInsured(), ...p })),
      mobile: String(v.mobile ?? ''),
      email: String(v.email ?? ''),
    };
  } catch {
    return null;
  }
}

export function InsuranceTravellersForm({
  context,
  storageKey,
  prefill,
}: {
  context: InsuranceTravellersContext;
  storageKey: string;
  /** Travellers another item of the basket already names (a flight's passengers); a saved draft wins over them. */
  prefill?: InsuredForm[];
}) {
  const money = useMoney();
  const [state, setState] = useState<InsuranceTravellersInput>(() => initial(context.count, prefill));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const restored = useSessionDraft(storageKey, state, {
    serialize: (s) => JSON.stringify(s),
    restore: (raw) => restore(raw, context.count),
    onRestore: setState,
  });

  useEffect(() => {
    if (!focus) return;
    const el = document.getElementById(focus);
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  }, [focus]);

  const idOf = (path: string) => `ins-${path.replace('.', '-')}`;
  function set(index: number, patch: Partial<InsuredForm>) {
    setState((s) => ({ ...s, travellers: s.travellers.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(([k]) => !Object.keys(patch).some((f) => k === fieldPath(index, f as keyof InsuredForm))),
      ),
    );
  }
  function show(found: FieldErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setFocus(idOf(first));
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = validateInsuranceTravellers(state, context);
    if (!checked.ok) return show(checked.errors);
    setSending(true);
    const res = await edgeJson<{ next: string }>('/api/checkout/insurance/travellers', { body: state });
    if (res.ok) {
      window.location.assign(res.data.next);
      return;
    }
    setSending(false);
    if (typeof res.body?.redirect === 'string' && res.body.redirect.startsWith('/')) {
      window.location.assign(res.body.redirect);
      return;
    }
    const found = (res.body?.errors ?? null) as FieldErrors | null;
    if (found && Object.keys(found).length > 0) return show(found);
    setFailure(res.message || t.failed);
  }

  const prices = state.travellers.map((p) => insuredPrice(context, p.birthDate));
  const ages = state.travellers.map((p) => insuredAge(context, p.birthDate));
  const total = prices.every((p) => p !== null) ? prices.reduce<number>((n, p) => n + (p ?? 0), 0) : null;
  const spec = (index: number, field: keyof InsuredForm, value: string, attrs = {}) => ({
    id: idOf(fieldPath(index, field)),
    value,
    error: errors[fieldPath(index, field)],
    onChange: (v: string) => set(index, { [field]: v } as Partial<InsuredForm>),
    attrs,
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      data-testid="insurance-travellers-form"
      data-restored={restored ? 'true' : 'false'}
    >
      {state.travellers.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed (one per insured of the plan): the index is their identity
        <fieldset key={i} className={cx(fieldsetBox, css({ gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }))} data-testid="insured">
          <legend className={css({ fontWeight: 'bold', px: '1' })}>{t.traveller(i + 1)}</legend>
          {/* A saved traveller (or a buyer's customer): the Latin names, the code or the country, the passport. */}
          <SavedTravellerPicker
            onChange={(field, v) => {
              if (field in INSURED_FIELDS) set(i, { [field]: v } as Partial<InsuredForm>);
            }}
            shown={(id) => ({ persianNames: false, latinNames: true, nationalCode: id.isIranian, passport: true })}
          />
          <NameFields
            first={{
              ...spec(i, 'fnameEn', p.fnameEn, { dir: 'ltr', autoCapitalize: 'characters', autoComplete: 'off' }),
              label: t.firstNameEn,
            }}
            last={{
              ...spec(i, 'lnameEn', p.lnameEn, { dir: 'ltr', autoCapitalize: 'characters', autoComplete: 'off' }),
              label: t.lastNameEn,
            }}
          />
          <DateField {...spec(i, 'birthDate', p.birthDate)} label={t.birthDate} read={datePreview} hint={t.dateHint} />
          <ChoiceField
            id={idOf(fieldPath(i, 'gender'))}
            name={`ins-gender-${i}`}
            label={t.gender}
            value={p.gender}
            options={[
              { value: 'MALE', label: t.male },
              { value: 'FEMALE', label: t.female },
            ]}
            onChange={(gender) => set(i, { gender })}
          />
          <ChoiceField
            id={idOf(fieldPath(i, 'isIranian'))}
            name={`ins-iranian-${i}`}
            label={t.nationality}
            value={p.isIranian ? 'ir' : 'foreign'}
            options={[
              { value: 'ir', label: t.iranian },
              { value: 'foreign', label: t.foreign },
            ]}
            onChange={(v) => set(i, { isIranian: v === 'ir', nationality: v === 'ir' ? 'IR' : '' })}
          />
          {p.isIranian ? (
            <NationalCodeField {...spec(i, 'nationalCode', p.nationalCode, { maxLength: 10 })} />
          ) : (
            <CountryField
              id={idOf(fieldPath(i, 'nationality'))}
              label={t.nationality}
              value={p.nationality}
              error={errors[fieldPath(i, 'nationality')]}
              onChange={(nationality) => set(i, { nationality })}
              exclude={['IR']}
            />
          )}
          <PassportNumberField {...spec(i, 'passportNumber', p.passportNumber, { maxLength: 9, autoCapitalize: 'characters' })} />
          <DateField {...spec(i, 'passportExpiry', p.passportExpiry)} label={t.passportExpiry} read={datePreview} hint={t.dateHint} />
          {ages[i] !== null && ages[i] !== undefined ? (
            <p className={css({ gridColumn: '1 / -1', color: 'fg.muted', fontSize: 'sm' })} data-testid="insured-age">
              {t.ageOnStart(ages[i]!)}
            </p>
          ) : null}
          <p className={css({ gridColumn: '1 / -1', fontWeight: 'medium' })} data-testid="insured-price" aria-live="polite">
            {t.price}: {prices[i] !== null && prices[i] !== undefined ? money.format(prices[i]!) : t.priceUnknown}
          </p>
        </fieldset>
      ))}
      <fieldset className={cx(fieldsetBox, css({ gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }))}>
        <legend className={css({ fontWeight: 'bold', px: '1' })}>{t.contact}</legend>
        <ContactFields
          ids={{ mobile: idOf('mobile'), email: idOf('email') }}
          mobile={state.mobile}
          email={state.email}
          errors={{ mobile: errors['mobile'], email: errors['email'] }}
          onMobile={(mobile) => setState((s) => ({ ...s, mobile }))}
          onEmail={(email) => setState((s) => ({ ...s, email }))}
        />
      </fieldset>
      {errors['travellers'] ? <p role="alert">{errors['travellers']}</p> : null}
      {failure ? (
        <p role="alert" className={css({ color: 'red.11' })}>
          {failure}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' })}>
        <p className={css({ fontWeight: 'bold' })} data-testid="insured-total">
          {t.total}: {total !== null ? money.format(total) : t.priceUnknown}
        </p>
        <Button type="submit" disabled={sending} data-testid="insurance-travellers-submit">
          {sending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
