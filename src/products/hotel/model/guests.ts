/**
 * The passengers step (spec 001 §3 "Saved passenger form"): one guest form per room, a leader, a contact phone and
 * an e-mail. The same rules run in the browser (inline messages) and on the edge (which never trusts the browser).
 */
import {
  type FieldErrors,
  type Gender,
  validateAnyName,
  validateEmail,
  validateMobile,
  validateNationalCode,
  validatePassportNumber,
  type Validation,
} from '@/lib/validate';

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
        firstName: check(`${p}.firstName`, validateAnyName(g.firstName)),
        lastName: check(`${p}.lastName`, validateAnyName(g.lastName)),
        gender: g.gender === 'FEMALE' ? ('FEMALE' as const) : ('MALE' as const),
        isIranian: g.isIranian,
        nationalCode: g.isIranian ? check(`${p}.nationalCode`, validateNationalCode(g.nationalCode)) : '',
        passportNumber: g.isIranian ? '' : check(`${p}.passportNumber`, validatePassportNumber(g.passportNumber)),
      };
    }),
  );
  const mobile = check('contact.mobile', validateMobile(input.mobile));
  // Guest checkout validates the basket with a phone number and an optional e-mail (spec 001 §1).
  const email = check('contact.email', validateEmail(input.email));
  const leader = Number.isInteger(input.leader) && input.leader >= 0 && input.leader < (input.rooms[0]?.length ?? 0) ? input.leader : 0;
  if (rooms.length === 0 || rooms.some((g) => g.length === 0)) errors['rooms'] = 'اطلاعات مسافران کامل نیست';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { rooms, leader, mobile, email } };
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
