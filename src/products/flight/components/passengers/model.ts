/**
 * The flight passengers form's state, without React: the slots the search asked for, every field as typed, the
 * leader, the contact, and which saved passenger filled which slot. The form keeps this state in sessionStorage on
 * every change and restores it on reload (nothing typed is lost), so it is plain JSON and is re-read through a schema.
 */
import * as v from 'valibot';
import { formatDate } from '@/lib/date-format';
import {
  ageOn,
  emptyFlightPassenger,
  FlightPassenger,
  type FlightPassengerContext,
  type FlightPassengersInput,
  type FlightPassengerType,
  fromSavedPassenger,
  IRAN,
  parseTypedDate,
  passengerFields,
  passengerSlots,
  passengerTypeForAge,
  type SavedPassenger,
} from '@/products/flight/model/passengers';
import * as flightMessages from '@/products/flight/messages';
import type { FieldErrors } from '@/lib/validate';

export interface FormState {
  passengers: FlightPassenger[];
  leader: number;
  mobile: string;
  email: string;
  /** The saved passenger (its key) that filled each slot, or null. */
  picked: (string | null)[];
}

export type FormAction =
  | { type: 'field'; index: number; patch: Partial<FlightPassenger> }
  | { type: 'iranian'; index: number; isIranian: boolean }
  | { type: 'leader'; index: number }
  | { type: 'contact'; patch: Partial<Pick<FormState, 'mobile' | 'email'>> }
  | { type: 'pick'; index: number; saved: SavedPassenger | null; key: string | null }
  | { type: 'restore'; state: FormState };

/** Fresh slots for the searched counts, adults first; the first adult leads. */
export function initialFormState(ctx: FlightPassengerContext, defaults: { mobile?: string; email?: string } = {}): FormState {
  const slots = passengerSlots(ctx.counts);
  return {
    passengers: slots.map((type) => emptyFlightPassenger(type)),
    leader: Math.max(0, slots.indexOf('adult')),
    mobile: defaults.mobile ?? '',
    email: defaults.email ?? '',
    picked: slots.map(() => null),
  };
}

function updateAt<T>(list: readonly T[], index: number, fn: (item: T) => T): T[] {
  return list.map((item, i) => (i === index ? fn(item) : item));
}

export function reduceForm(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'field':
      return { ...state, passengers: updateAt(state.passengers, action.index, (p) => ({ ...p, ...action.patch, type: p.type })) };
    case 'iranian':
      // An Iranian's nationality is IR; a foreigner picks theirs (IR is never a foreigner's).
      return {
        ...state,
        passengers: updateAt(state.passengers, action.index, (p) => ({
          ...p,
          isIranian: action.isIranian,
          nationality: action.isIranian ? IRAN : p.nationality === IRAN ? '' : p.nationality,
        })),
      };
    case 'leader':
      return state.passengers[action.index]?.type === 'adult' ? { ...state, leader: action.index } : state;
    case 'contact':
      return { ...state, ...action.patch };
    case 'pick': {
      const slot = state.passengers[action.index];
      if (!slot) return state;
      const filled = action.saved ? fromSavedPassenger(action.saved, slot.type) : emptyFlightPassenger(slot.type);
      return {
        ...state,
        passengers: updateAt(state.passengers, action.index, () => ({ ...filled, save: false })),
        picked: updateAt(state.picked, action.index, () => (action.saved ? action.key : null)),
      };
    }
    case 'restore':
      return action.state;
  }
}

/** What the form submits (the edge runs the same validation on it). */
export function toInput(state: FormState): FlightPassengersInput {
  return { passengers: state.passengers, leader: state.leader, mobile: state.mobile, email: state.email };
}

// ── Storage ────────────────────────────────────────────────────────────────────────────────────────────────────────

const STORAGE_VERSION = 1;
const Stored = v.object({
  version: v.literal(STORAGE_VERSION),
  passengers: v.array(FlightPassenger),
  leader: v.number(),
  mobile: v.string(),
  email: v.string(),
  picked: v.array(v.nullable(v.string())),
});

export function serializeForm(state: FormState): string {
  return JSON.stringify({ version: STORAGE_VERSION, ...state });
}

/**
 * The stored form for this trip, or null when there is none or it is unreadable. The contact always comes back;
 * the passengers only when the stored slots are the searched ones (a new search with other counts starts afresh).
 */
export function restoreForm(raw: string | null, ctx: FlightPassengerContext): FormState | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(Stored, json);
  if (!parsed.success) return null;
  const stored = parsed.output;
  const fresh = initialFormState(ctx, { mobile: stored.mobile, email: stored.email });
  const sameSlots =
    stored.passengers.length === fresh.passengers.length && stored.passengers.every((p, i) => p.type === fresh.passengers[i]?.type);
  if (!sameSlots) return fresh;
  const leader = stored.passengers[stored.leader]?.type === 'adult' ? stored.leader : fresh.leader;
  const picked = fresh.passengers.map((_, i) => stored.picked[i] ?? null);
  return { passengers: stored.passengers, leader, mobile: stored.mobile, email: stored.email, picked };
}

// ── What the form shows ────────────────────────────────────────────────────────────────────────────────────────────

/** «بزرگسال ۱», «بزرگسال ۲», «نوزاد ۱»: each slot numbered within its type. */
export function slotHeadings(types: readonly FlightPassengerType[]): string[] {
  const seen: Record<FlightPassengerType, number> = { adult: 0, child: 0, infant: 0 };
  return types.map((t) => {
    seen[t] += 1;
    return flightMessages.flightPassengers.heading(flightMessages.flightPassengers.types[t], seen[t]);
  });
}

/** The fields a slot shows, in the form's (and the spec's) order; the names are the error paths' field parts. */
export function visibleFields(p: FlightPassenger, ctx: FlightPassengerContext): string[] {
  const f = passengerFields(p.isIranian, ctx.international);
  return [
    'gender',
    ...(p.isIranian ? [] : ['nationality']),
    ...(f.persianNames ? ['fnameFa', 'lnameFa'] : []),
    ...(f.latinNames ? ['fnameEn', 'lnameEn'] : []),
    ...(f.nationalNumber ? ['nationalNumber'] : []),
    'birthDate',
    ...(f.passport ? ['passportNumber', 'passportOrigin', 'passportExpireDate'] : []),
  ];
}

/** The error paths in the order the form shows their fields: passengers top to bottom, then leader and contact. */
export function fieldOrder(state: FormState, ctx: FlightPassengerContext): string[] {
  return [
    ...state.passengers.flatMap((p, i) => visibleFields(p, ctx).map((f) => `p${i}.${f}`)),
    'leader',
    'contact.mobile',
    'contact.email',
  ];
}

/** The first field to fix, in screen order (focus goes there), or null when no error has a field on screen. */
export function firstErrorPath(errors: FieldErrors, state: FormState, ctx: FlightPassengerContext): string | null {
  return fieldOrder(state, ctx).find((path) => errors[path] !== undefined) ?? null;
}

/** Errors not tied to a field on screen (the counts, or a field the form does not show): shown above the button. */
export function formLevelErrors(errors: FieldErrors, state: FormState, ctx: FlightPassengerContext): string[] {
  const shown = new Set(fieldOrder(state, ctx));
  return [...new Set(Object.entries(errors).flatMap(([path, message]) => (shown.has(path) ? [] : [message])))];
}

/** An edit clears that field's message (the rest stay until the next submit). */
export function clearError(errors: FieldErrors, path: string): FieldErrors {
  if (errors[path] === undefined) return errors;
  const { [path]: _, ...rest } = errors;
  return rest;
}

/** How the form reads a typed date, shown under the field: «۲۰ مرداد ۱۳۷۰ (۱۱ اوت ۱۹۹۱)»; null when unreadable. */
export function datePreview(typed: string): string | null {
  const iso = parseTypedDate(typed);
  return iso ? `${formatDate(iso, 'jalali')} (${formatDate(iso, 'gregorian')})` : null;
}

/** A saved passenger's identity in the picker. */
export function savedKey(saved: SavedPassenger, index: number): string {
  return saved.id ?? `${index}:${saved.nationalNumber || saved.number || ''}:${saved.first_name} ${saved.last_name}`;
}

/** «مریم احمدی» */
export function savedLabel(saved: SavedPassenger): string {
  return `${saved.first_name} ${saved.last_name}`.trim();
}

/**
 * The saved passengers a slot may pick: those whose age on the flight date fits the slot's type (or with no birth
 * date to tell), and not already picked by another slot.
 */
export function savedChoices(
  saved: readonly SavedPassenger[],
  state: FormState,
  index: number,
  ctx: FlightPassengerContext,
): { key: string; saved: SavedPassenger }[] {
  const type = state.passengers[index]?.type;
  const takenElsewhere = new Set(state.picked.filter((k, i) => k !== null && i !== index));
  return saved
    .map((s, i) => ({ key: savedKey(s, i), saved: s }))
    .filter(({ key, saved: s }) => {
      if (takenElsewhere.has(key)) return false;
      const birth = parseTypedDate(s.birth_date ?? '');
      return !birth || passengerTypeForAge(ageOn(birth, ctx.departDate)) === type;
    });
}
