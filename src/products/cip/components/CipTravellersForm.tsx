'use client';
/**
 * The CIP travellers step: each passenger's name (the shared name fields) and the lead's mobile and e-mail, in the
 * shared travellers form (src/components/checkout/travellers/TravellersForm.tsx): checked by the same rules as the
 * one travellers route (model/travellers.ts), then sent there (`POST /api/checkout/cip/travellers`), which writes them
 * into the basket's cip object; then the review. What was typed is kept as the tab's draft until the order is paid.
 */
import { NameFields } from '@/components/checkout/travellers/IdentityFields';
import { TravellerFieldset, TravellersForm, useTravellersForm } from '@/components/checkout/travellers/TravellersForm';
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
  const form = useTravellersForm<CipTravellersInput>({
    storageKey,
    initial: () => prefill ?? { passengers: types.map(() => ({ firstName: '', lastName: '' })), mobile: '', email: '' },
    fits: (s) => Array.isArray(s.passengers) && s.passengers.length === types.length,
    check: checkCipTravellers,
    url: '/api/checkout/cip/travellers',
  });
  const { value, setValue, errors } = form;
  const setName = (i: number, field: 'firstName' | 'lastName', v: string) =>
    setValue((s) => ({ ...s, passengers: s.passengers.map((p, j) => (j === i ? { ...p, [field]: v } : p)) }));
  return (
    <TravellersForm
      prefix="cip"
      testId="cip-travellers"
      restored={form.restored}
      onSubmit={form.submit}
      contact={{
        legend: t.lead,
        note: t.leadNote,
        mobile: value.mobile,
        email: value.email,
        errors: { mobile: errors['contact.mobile'], email: errors['contact.email'] },
        onMobile: (v) => setValue((s) => ({ ...s, mobile: v })),
        onEmail: (v) => setValue((s) => ({ ...s, email: v })),
      }}
      error={errors['form'] ?? errors['passengers']}
      saving={form.saving}
      submit={t.submit}
      submitting={t.saving}
    >
      {value.passengers.map((p, i) => (
        <TravellerFieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a passenger here is their place in the party (no other identity yet)
          key={`p${i}`}
          legend={t.passenger(persianNumber(i + 1), cipTexts.passengerTypes[types[i] ?? 'adult'])}
        >
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
        </TravellerFieldset>
      ))}
    </TravellersForm>
  );
}
