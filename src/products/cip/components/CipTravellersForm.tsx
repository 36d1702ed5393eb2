'use client';
/**
 * The CIP travellers step: each passenger's name (the shared name fields) and the lead's mobile and e-mail, in the
 * shared travellers form (src/components/checkout/travellers/TravellersForm.tsx): checked by the same rules as the
 * one travellers route (model/travellers.ts), then sent there (`POST /api/checkout/cip/travellers`), which writes them
 * into the basket's cip object; then the review. What was typed is kept as the tab's draft until the order is paid.
 */
import { NameFields } from '@/components/checkout/travellers/IdentityFields';
import { SavedTravellerPicker } from '@/components/checkout/travellers/SavedTravellerPicker';
import { TravellersForm, useTravellersForm } from '@/components/checkout/travellers/TravellersForm';
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
  const form = useTravellersForm<CipTravellersInput['passengers'][number]>({
    storageKey,
    initial: () => prefill ?? { passengers: types.map(() => ({ firstName: '', lastName: '' })), mobile: '', email: '' },
    fits: (s) => s.passengers.length === types.length,
    check: checkCipTravellers,
    url: '/api/checkout/cip/travellers',
  });
  const name = (i: number, field: 'firstName' | 'lastName', value: string) => ({
    id: `cip-p${i}-${field === 'firstName' ? 'first' : 'last'}`,
    value,
    error: form.errors[`p${i}.${field}`],
    onChange: (v: string) => form.setTraveller(i, { [field]: v }),
    attrs: { autoComplete: 'off', maxLength: 60 },
  });
  return (
    <TravellersForm
      prefix="cip"
      testId="cip-travellers"
      form={form}
      contact={{ legend: t.lead, note: t.leadNote }}
      submit={t.submit}
      submitting={t.saving}
      traveller={{
        legend: (i) => t.passenger(persianNumber(i + 1), cipTexts.passengerTypes[types[i] ?? 'adult']),
        fields: (i) => {
          const p = form.value.passengers[i]!;
          return (
            <>
              {/* A saved traveller's (or a customer's) name, in the script it was stored in (a voucher prints it as typed). */}
              <SavedTravellerPicker
                onChange={(field, v) => {
                  if ((field === 'fnameFa' || field === 'fnameEn') && v) form.setTraveller(i, { firstName: String(v) });
                  if ((field === 'lnameFa' || field === 'lnameEn') && v) form.setTraveller(i, { lastName: String(v) });
                }}
                shown={(id) => ({ persianNames: id.fnameFa !== '', latinNames: id.fnameFa === '', nationalCode: false, passport: false })}
              />
              <NameFields first={name(i, 'firstName', p.firstName)} last={name(i, 'lastName', p.lastName)} />
            </>
          );
        },
      }}
    />
  );
}
