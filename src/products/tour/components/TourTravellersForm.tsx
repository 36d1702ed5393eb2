'use client';
/**
 * The tour travellers step: one traveller per person in the rooms with the shared traveller fields
 * (src/components/checkout/travellers/TravellerFields.tsx): the nationality, on a domestic tour an Iranian's Persian
 * names and national code, on an international one (or for a foreigner) the Latin names as in the passport, the
 * passport number and its expiry, and optionally the passport's scan (a visa tour's operator asks for it); then the
 * lead's mobile and e-mail. The shared form (TravellersForm.tsx) checks it by
 * the same rules as the one travellers route (model/travellers.ts), sends it (`POST /api/checkout/tour/travellers`),
 * then the review; what was typed is kept as the tab's draft.
 */
import { errorsAt, TravellerFields } from '@/components/checkout/travellers/TravellerFields';
import { TravellersForm, useTravellersForm } from '@/components/checkout/travellers/TravellersForm';
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
  passportScanId: 'scan',
  isIranian: 'nat',
  nationality: 'country',
};

export function TourTravellersForm({ types, international, returnDate, storageKey }: Props) {
  const form = useTravellersForm<TourTravellersInput['passengers'][number]>({
    storageKey,
    initial: () => ({ passengers: types.map(emptyTraveller), mobile: '', email: '' }),
    fits: (s) => s.passengers.length === types.length,
    check: (value) => checkTourTravellers(value as TourTravellersInput, { international, returnDate, types }),
    url: '/api/checkout/tour/travellers',
  });
  return (
    <TravellersForm
      prefix="tour"
      testId="tour-travellers"
      form={form}
      contact={{ legend: t.lead, note: t.leadNote }}
      submit={t.submit}
      submitting={t.saving}
      traveller={{
        legend: (i) => t.passenger(persianNumber(i + 1), t.types[types[i] ?? 'adult']),
        fields: (i) => {
          const p = form.value.passengers[i]!;
          return (
            <TravellerFields
              id={(f) => `tour-p${i}-${FIELD_IDS[f] ?? f}`}
              value={p}
              errors={errorsAt(form.errors, `p${i}`)}
              onChange={(field, v) => form.setTraveller(i, { [field]: v })}
              international={international}
              ask={{ nationality: true, nationalCodeAbroad: false, passportScan: true }}
              labels={{ fnameEn: t.fnameEn, lnameEn: t.lnameEn }}
            />
          );
        },
      }}
    />
  );
}
