/**
 * The tour travellers step's rules (pure; the same in the browser and on the one travellers route): one traveller per
 * person in the rooms, by the shared traveller rules (src/lib/travellers.ts). A domestic tour asks an Iranian's
 * Persian names and national code; an international one, or a foreign traveller, the Latin names as in the passport,
 * the passport number and its expiry (six months after the return abroad); a foreigner their citizenship. No
 * national code or passport twice. The lead's mobile (required) and e-mail (optional).
 */
import type { IsoDate } from '@/lib/dates';
import {
  checkTraveller,
  emptyTraveller,
  parseTypedDate,
  type TravellerDocument,
  type TravellerIdentity,
  travellerDocuments,
  withDuplicateErrors,
} from '@/lib/travellers';
import { validateEmail, validateMobile, type Validation } from '@/lib/validate';
import { tourTravellers as t } from '../messages';
import { type ChildBandAges, DEFAULT_CHILD_BANDS, type RoomAsk, childBand } from './price';

export type TourPassengerType = 'adult' | 'child' | 'infant';

/** One traveller as the form types it: the shared shape (the tour asks no birth date or gender). */
export type TourTravellerForm = TravellerIdentity;

export interface TourTravellersInput {
  passengers: TourTravellerForm[];
  mobile: string;
  email: string;
}

export interface TourTravellersContext {
  international: boolean;
  returnDate: IsoDate;
  types: readonly TourPassengerType[];
}

export interface CleanTourTraveller {
  type: TourPassengerType;
  fnameFa?: string;
  lnameFa?: string;
  fnameEn?: string;
  lnameEn?: string;
  nationalCode?: string;
  passportNumber?: string;
  passportExpiry?: IsoDate;
  /** The passport's scan (optional), the supplier's file id. */
  passportScanId?: string;
  isIranian: boolean;
  /** ISO 3166 alpha-2 (`IR` for an Iranian). */
  nationality: string;
}

export const EMPTY_TRAVELLER: TourTravellerForm = emptyTraveller();

/** Each person of the rooms, in order (room by room: adults, then children by their age's band). */
export function passengerTypes(rooms: readonly RoomAsk[], bands: ChildBandAges = DEFAULT_CHILD_BANDS): TourPassengerType[] {
  return rooms.flatMap((r) => [
    ...Array.from({ length: r.adults }, () => 'adult' as const),
    ...r.childrenAges.map((a) => (childBand(a, bands) === 'infant' ? ('infant' as const) : ('child' as const))),
  ]);
}

/** A date typed as digits, Jalali (year < 1600) or Gregorian (the shared rule). */
export const readTypedDate = parseTypedDate;

export type TourTravellersChecked =
  | { ok: true; value: { passengers: CleanTourTraveller[]; mobile: string; email: string } }
  | { ok: false; errors: Record<string, string> };

export function checkTourTravellers(input: TourTravellersInput, ctx: TourTravellersContext): TourTravellersChecked {
  const errors: Record<string, string> = {};
  const check = (path: string, r: Validation): string => {
    if (!r.ok) errors[path] = r.message;
    return r.ok ? r.value : '';
  };
  if (input.passengers.length !== ctx.types.length) errors['passengers'] = t.wrongCount;
  const passengers: CleanTourTraveller[] = input.passengers.map((p, i) => {
    const type = ctx.types[i] ?? 'adult';
    const { value, errors: own } = checkTraveller(
      { ...emptyTraveller(), ...p },
      { international: ctx.international, travelDate: ctx.returnDate, lastDay: ctx.returnDate, nationalCodeAbroad: false },
    );
    for (const [field, message] of Object.entries(own)) errors[`p${i}.${field}`] = message;
    const clean: CleanTourTraveller = { type, isIranian: value.isIranian, nationality: value.nationality };
    for (const f of [
      'fnameFa',
      'lnameFa',
      'fnameEn',
      'lnameEn',
      'nationalCode',
      'passportNumber',
      'passportExpiry',
      'passportScanId',
    ] as const) {
      const given = value[f];
      if (given) clean[f] = given;
    }
    return clean;
  });
  const mobile = check('contact.mobile', validateMobile(input.mobile));
  const email = check('contact.email', validateEmail(input.email));
  const all = withDuplicateErrors(errors, tourDocuments(passengers));
  return Object.keys(all).length ? { ok: false, errors: all } : { ok: true, value: { passengers, mobile, email } };
}

/** The identity documents given (the form and the one travellers route refuse the same one twice in an order). */
export function tourDocuments(passengers: readonly CleanTourTraveller[]): TravellerDocument[] {
  return travellerDocuments(
    passengers.map((p) => ({ nationalCode: p.nationalCode ?? '', passportNumber: p.passportNumber ?? '' })),
    (i, field) => `p${i}.${field}`,
  );
}
