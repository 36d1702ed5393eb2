'use client';
/**
 * The bundle's one travellers form: per traveller (one per person of the rooms, typed as the airlines type them) the
 * shared traveller fields (src/components/checkout/travellers/TravellerFields.tsx) as a flight asks them: gender,
 * birth date, nationality (a foreigner books with a passport), at home Persian names and national code, abroad or as
 * a foreigner Latin names, passport number and expiry; the first adult is also the rooms' lead guest at the hotel
 * (said, not typed twice). The contact mobile and e-mail. The shared form (TravellersForm.tsx) checks it by the same
 * rules as the one travellers route (model/travellers.ts), sends it (`POST /api/checkout/flightHotel/travellers`),
 * then the review; what was typed is kept as the tab's draft.
 */
import { css } from '../../../../styled-system/css';
import { errorsAt, TravellerFields } from '@/components/checkout/travellers/TravellerFields';
import { TravellersForm, useTravellersForm } from '@/components/checkout/travellers/TravellersForm';
import { emptyTraveller } from '@/lib/travellers';
import { bundleTravellers as t } from '../messages';
import { type BundlePassengerType, type BundleTravellersInput, checkBundleTravellers } from '../model/travellers';

interface Props {
  types: BundlePassengerType[];
  international: boolean;
  departDate: string;
  returnDate: string;
  storageKey: string;
}

export function BundleTravellersForm({ types, international, departDate, returnDate, storageKey }: Props) {
  const form = useTravellersForm<BundleTravellersInput['passengers'][number]>({
    storageKey,
    initial: () => ({ passengers: types.map(emptyTraveller), mobile: '', email: '' }),
    fits: (s) => s.passengers.length === types.length,
    check: (value) => checkBundleTravellers(value as BundleTravellersInput, { international, departDate, returnDate, types }),
    url: '/api/checkout/flightHotel/travellers',
  });
  return (
    <TravellersForm
      prefix="fh"
      testId="bundle-travellers"
      form={form}
      intro={t.intro}
      contact={{ errorPrefix: '' }}
      submit={t.submit}
      submitting={t.submitting}
      traveller={{
        legend: (i) => (
          <>
            {t.heading(t.types[types[i] ?? 'adult'], i + 1)}
            {i === 0 ? <span className={css({ ms: '2', fontSize: 'sm', color: 'primary.text' })}>({t.leadGuest})</span> : null}
          </>
        ),
        testId: 'bundle-traveller',
        fields: (i) => {
          const p = form.value.passengers[i]!;
          return (
            <TravellerFields
              id={(f) => `fh-p${i}-${FIELD_IDS[f] ?? f}`}
              value={p}
              errors={errorsAt(form.errors, `p${i}`)}
              onChange={(field, v) => form.setTraveller(i, { [field]: v })}
              international={international}
              ask={{ gender: true, birthDate: true, nationality: true, nationalCodeAbroad: false }}
            />
          );
        },
      }}
    />
  );
}

/** The inputs' ids as the bundle's tests name them (`fh-p0-birth`, `fh-p0-national`). */
const FIELD_IDS: Partial<Record<string, string>> = {
  birthDate: 'birth',
  nationalCode: 'national',
  passportNumber: 'passport',
  passportExpiry: 'expiry',
  isIranian: 'nat',
  nationality: 'country',
};
