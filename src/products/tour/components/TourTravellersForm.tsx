'use client';
/**
 * The tour travellers step: one traveller per person in the rooms with the shared traveller fields
 * (src/components/checkout/travellers/TravellerFields.tsx): the nationality, on a domestic tour an Iranian's Persian
 * names and national code, on an international one (or for a foreigner) the Latin names as in the passport, the
 * passport number and its expiry; then the lead's mobile and e-mail. The shared form (TravellersForm.tsx) checks it by
 * the same rules as the one travellers route (model/travellers.ts), sends it (`POST /api/checkout/tour/travellers`),
 * then the review; what was typed is kept as the tab's draft.
 */
import { errorsAt, TravellerFields } from '@/components/checkout/travellers/TravellerFields';
import { TravellerFieldset, TravellersForm, useTravellersForm } from '@/components/checkout/travellers/TravellersForm';
import { emptyTraveller } from '@/lib/travellers';
import { persianNumber } from '@/lib/text';
import { tourTravellers as t } from '../messages';
import { type TourPassengerType, type TourTravellersInput, checkTourTravellers } from '../model/travellers';

interface Props {
  types: TourPassengerType[];
  international: boolean;
  returnDate: string;
  storageKey: string;
}

/** The inputs' ids as the tour's tests name them (`tour-p0-national`, `tour-p0-expiry`). */
const FIELD_IDS: Partial<Record<string, string>> = {
  nationalCode: 'national',
  passportNumber: 'passport',
  passportExpiry: 'expiry',
  isIranian: 'nat',
  nationality: 'country',
};

export function TourTravellersForm({ types, international, returnDate, storageKey }: Props) {
  const form = useTravellersForm<TourTravellersInput>({
    storageKey,
    initial: () => ({ passengers: types.map(emptyTraveller), mobile: '', email: '' }),
    fits: (s) => Array.isArray(s.passengers) && s.passengers.length === types.length,
    check: (value) => checkTourTravellers(value, { international, returnDate, types }),
    url: '/api/checkout/tour/travellers',
  });
  const { value, setValue, errors } = form;
  return (
    <TravellersForm
      prefix="tour"
      testId="tour-travellers"
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
          // biome-ignore lint/suspicious/noArrayIndexKey: a traveller here is their place in the rooms
          key={`p${i}`}
          legend={t.passenger(persianNumber(i + 1), t.types[types[i] ?? 'adult'])}
        >
          <TravellerFields
            id={(f) => `tour-p${i}-${FIELD_IDS[f] ?? f}`}
            value={p}
            errors={errorsAt(errors, `p${i}`)}
            onChange={(field, v) =>
              setValue((s) => ({ ...s, passengers: s.passengers.map((x, j) => (j === i ? { ...x, [field]: v } : x)) }))
            }
            international={international}
            ask={{ nationality: true, nationalCodeAbroad: false }}
            labels={{ fnameEn: t.fnameEn, lnameEn: t.lnameEn }}
          />
        </TravellerFieldset>
      ))}
    </TravellersForm>
  );
}
