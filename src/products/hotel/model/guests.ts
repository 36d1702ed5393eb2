/**
 * The passengers step (spec 001 §3 "Saved passenger form"): one guest form per room, a leader, a contact phone and
 * an e-mail. The shared traveller rules (src/lib/travellers.ts): an Iranian guest's names in Persian letters and the
 * national code with its check digit; a foreign guest's names in Latin letters as in the passport and the passport
 * number; no national code or passport twice in one order. The same rules run in the browser (inline messages) and
 * on the edge (which never trusts the browser).
 */
import { checkName, checkNationalCode, checkPassportNumber, type TravellerDocument, withDuplicateErrors } from '@/lib/travellers';
import { type FieldErrors, type Gender, validateEmail, validateMobile, type Validation } from '@/lib/validate';

export type { FieldErrors, Gender } from '@/lib/validate';

export interface GuestInput {
  firstName: string;
  lastName: string;
  gender: Gender;
  /** Iranian guests give a national code; foreign guests a passport number. */
  isIranian: boolean;
  nationalCode: string;
  passportNumber: string;
}

export interface CheckoutInput {
  /** rooms[r][g]: guest g of room r. */
  rooms: GuestInput[][];
  /** The reservation's leader: a guest of the first room. */
  leader: number;
  mobile: string;
  email: string;
}

export function emptyGuest(): GuestInput {
  return { firstName: '', lastName: '', gender: 'MALE', isIranian: true, nationalCode: '', passportNumber: '' };
}

/** Field paths: `r0g1.firstName`, `contact.mobile`, … → Persian message. Normalised values when valid. */
export function validateCheckout(input: CheckoutInput): { ok: true; value: CheckoutInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const check = (path: string, v: Validation) => {
    if (v.ok) return v.value;
    errors[path] = v.message;
    return '';
  };
  const rooms = input.rooms.map((guests, r) =>
    guests.map((g, i) => {
      const p = `r${r}g${i}`;
      return {
        firstName: check(`${p}.firstName`, checkName(g.firstName, nameScript(g.isIranian))),
        lastName: check(`${p}.lastName`, checkName(g.lastName, nameScript(g.isIranian))),
        gender: g.gender === 'FEMALE' ? ('FEMALE' as const) : ('MALE' as const),
        isIranian: g.isIranian,
        nationalCode: g.isIranian ? check(`${p}.nationalCode`, checkNationalCode(g.nationalCode)) : '',
        passportNumber: g.isIranian ? '' : check(`${p}.passportNumber`, checkPassportNumber(g.passportNumber)),
      };
    }),
  );
  const mobile = check('contact.mobile', validateMobile(input.mobile));
  // Guest checkout validates the basket with a phone number and an optional e-mail (spec 001 §1).
  const email = check('contact.email', validateEmail(input.email));
  const leader = Number.isInteger(input.leader) && input.leader >= 0 && input.leader < (input.rooms[0]?.length ?? 0) ? input.leader : 0;
  if (rooms.length === 0 || rooms.some((g) => g.length === 0)) errors['rooms'] = 'اطلاعات مسافران کامل نیست';
  // One person, one document: the form says it too, before the edge does.
  const all = withDuplicateErrors(errors, guestDocuments(rooms));
  return Object.keys(all).length ? { ok: false, errors: all } : { ok: true, value: { rooms, leader, mobile, email } };
}

/** An Iranian guest's names are Persian (as on the national card); a foreign guest's Latin (as in the passport). */
export const nameScript = (isIranian: boolean) => (isIranian ? 'fa' : 'en');

/** Where the guests' identity documents are (the form and the one travellers route refuse one twice). */
export function guestDocuments(rooms: readonly (readonly GuestInput[])[]): TravellerDocument[] {
  return rooms.flatMap((guests, r) =>
    guests.map(
      (g, i): TravellerDocument =>
        g.isIranian
          ? { path: `r${r}g${i}.nationalCode`, kind: 'nationalCode', value: g.nationalCode }
          : { path: `r${r}g${i}.passportNumber`, kind: 'passport', value: g.passportNumber },
    ),
  );
}

/**
 * Whether the guests (one list per room) fit the rooms booked: as many rooms, and in each at least one guest and at
 * most the room's adults and children (the package's occupancy).
 */
export function guestsFitRooms(
  rooms: readonly (readonly unknown[])[],
  booked: readonly { adults: number; childrenAges: readonly number[] }[],
) {
  return (
    rooms.length === booked.length &&
    rooms.every((guests, r) => guests.length >= 1 && guests.length <= booked[r]!.adults + booked[r]!.childrenAges.length)
  );
}
