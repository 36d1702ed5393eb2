/**
 * The bundle's one travellers step (pure; the same in the browser and on the one travellers route): one traveller per
 * person of the rooms, typed as the airlines type them on the outbound day (the rooms' ages decide the slots). Each
 * gives the shared traveller rules' fields (src/lib/travellers.ts) as a flight asks them: gender, birth date in the
 * slot's age band, the nationality (a foreigner books with a passport, as on a flight), then at home an Iranian's
 * Persian names and national code, abroad or as a foreigner Latin names as in the passport, the passport number and
 * its expiry (six months past the return abroad). No national code or passport twice. The first adult is also the
 * rooms' lead guest at the hotel (entered once). The contact mobile (required) and e-mail (optional).
 */
import type { IsoDate } from '@/lib/dates';
import {
  checkTraveller,
  emptyTraveller,
  type TravellerDocument,
  type TravellerIdentity,
  type TravellerType,
  travellerDocuments,
  travellerTypeForAge,
  withDuplicateErrors,
} from '@/lib/travellers';
import { validateEmail, validateMobile } from '@/lib/validate';
import { bundleTravellers as t } from '../messages';

export type BundlePassengerType = TravellerType;

/** One traveller as the form types it: the shared shape. */
export type BundleTravellerForm = TravellerIdentity;

export interface BundleTravellersInput {
  passengers: BundleTravellerForm[];
  mobile: string;
  email: string;
}

export interface BundleTravellersContext {
  international: boolean;
  departDate: IsoDate;
  returnDate: IsoDate;
  types: readonly BundlePassengerType[];
}

export interface CleanBundleTraveller {
  type: BundlePassengerType;
  gender: 'MALE' | 'FEMALE';
  birthDate: IsoDate;
  isIranian: boolean;
  /** ISO 3166 alpha-2 (`IR` for an Iranian). */
  nationality: string;
  fnameFa?: string;
  lnameFa?: string;
  fnameEn?: string;
  lnameEn?: string;
  nationalNumber?: string;
  passportNumber?: string;
  passportExpiry?: IsoDate;
  /** The first adult: the trip's leader and the rooms' lead guest. */
  isLeader: boolean;
}

export const EMPTY_BUNDLE_TRAVELLER: BundleTravellerForm = emptyTraveller();

export const typeOfAge = travellerTypeForAge;

/** The travellers' slots of the rooms: every room's adults, then its children by age; adults first overall. */
export function passengerSlots(rooms: readonly { adultsCount: number; childrenAges: readonly number[] }[]): BundlePassengerType[] {
  const all = rooms.flatMap((r) => [...Array.from({ length: r.adultsCount }, () => 'adult' as const), ...r.childrenAges.map(typeOfAge)]);
  const order = { adult: 0, child: 1, infant: 2 } as const;
  return all.sort((a, b) => order[a] - order[b]);
}

export type CheckedTravellers =
  | { ok: true; value: { passengers: CleanBundleTraveller[]; mobile: string; email: string } }
  | { ok: false; errors: Record<string, string> };

export function checkBundleTravellers(input: BundleTravellersInput, ctx: BundleTravellersContext): CheckedTravellers {
  if (input.passengers.length !== ctx.types.length) return { ok: false, errors: { passengers: t.countsMismatch } };
  const errors: Record<string, string> = {};
  const passengers = input.passengers.map((p, i): CleanBundleTraveller => {
    const type = ctx.types[i]!;
    const { value, errors: own } = checkTraveller(
      { ...emptyTraveller(), ...p },
      {
        international: ctx.international,
        travelDate: ctx.departDate,
        lastDay: ctx.returnDate,
        birthDate: { type },
        nationalCodeAbroad: false,
      },
    );
    for (const [field, message] of Object.entries(own)) errors[`p${i}.${field}`] = message;
    const given = (x: string) => (x ? x : undefined);
    return {
      type,
      gender: value.gender,
      birthDate: value.birthDate,
      isIranian: value.isIranian,
      nationality: value.nationality,
      ...strip({
        fnameFa: given(value.fnameFa),
        lnameFa: given(value.lnameFa),
        fnameEn: given(value.fnameEn),
        lnameEn: given(value.lnameEn),
        nationalNumber: given(value.nationalCode),
        passportNumber: given(value.passportNumber),
        passportExpiry: given(value.passportExpiry),
      }),
      isLeader: i === 0,
    };
  });
  const mobile = validateMobile(input.mobile);
  if (!mobile.ok) errors['mobile'] = mobile.message;
  const email = validateEmail(input.email);
  if (!email.ok) errors['email'] = email.message;
  const all = withDuplicateErrors(errors, bundleDocuments(passengers));
  if (Object.keys(all).length > 0) return { ok: false, errors: all };
  return { ok: true, value: { passengers, mobile: mobile.ok ? mobile.value : '', email: email.ok ? email.value : '' } };
}

/** The object without its undefined fields (the basket keeps only what was given). */
function strip<T extends Record<string, string | undefined>>(o: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<Record<keyof T, string>>;
}

/** Where the form's identity documents are (the form and the one travellers route refuse one twice). */
export function bundleDocuments(passengers: readonly CleanBundleTraveller[]): TravellerDocument[] {
  return travellerDocuments(
    passengers.map((p) => ({ nationalCode: p.nationalNumber ?? '', passportNumber: p.passportNumber ?? '' })),
    (i, field) => `p${i}.${field}`,
  );
}
