/**
 * The lead capture box's logic (spec 001 §2 "Lead capture box", §5 lead phone, §7 Lead): validate the phone, build
 * the CreateEvent body, post it to the edge (`/api/leads`) and say the spec's success or failure message.
 * No React here, so it is unit-tested directly.
 */
import { LEAD_RECORD_EVENT_ID } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { validateLeadPhone } from '@/lib/validate';
import type { CreateEventRequest } from '@/server/schemas/events';
import { edgeJson } from '../edge-client';

export interface LeadTarget {
  /** Persian product name («بلیت هواپیما»), sent as `product`. */
  product: string;
  /** Persian city name, sent as `cityName` (empty when the page has no city). */
  cityName: string;
  /** `visa` = the UK-visa landing text instead of "product and city". */
  text?: 'product' | 'ukVisa';
  /** Order id of the lead service choice (spec 001 §4: domestic flight 1 … international tour 6), when it has one. */
  orderId?: number;
  /** Location id of the city when it is one of the lead cities. */
  locationId?: number;
}

/** The text above the phone field. */
export function leadText(target: LeadTarget): string {
  if (target.text === 'ukVisa') return messages.lead.ukVisa;
  return messages.lead.callBack(target.product, target.cityName).replace(/\s+/g, ' ');
}

/** The body of POST /api/leads (→ /api2/Events/CreateEvent) for a validated mobile. */
export function leadRequest(mobile: string, target: LeadTarget, url: string): CreateEventRequest {
  return {
    eventId: LEAD_RECORD_EVENT_ID,
    firstName: null,
    lastName: null,
    phoneNumber: mobile,
    url,
    product: target.product,
    cityName: target.cityName || null,
    additionalData: {
      ...(target.orderId !== undefined ? { orderid: target.orderId } : {}),
      ...(target.locationId !== undefined ? { location: target.locationId } : {}),
    },
  };
}

export type LeadResult = { ok: true; message: string } | { ok: false; message: string; field?: boolean };

/** Validates, posts and interprets the answer. `fetchFn` is the browser's fetch unless given (tests pass their own). */
export async function sendLead(
  phone: string,
  target: LeadTarget,
  { url, fetchFn }: { url: string; fetchFn?: typeof fetch },
): Promise<LeadResult> {
  const check = validateLeadPhone(phone);
  if (!check.ok) return { ok: false, message: check.message, field: true };
  const res = await edgeJson<{ succeed?: boolean }>('/api/leads', { body: leadRequest(check.value, target, url), fetchFn });
  // A network failure says the same as a refused lead: the visitor is waiting for an answer.
  return res.ok && res.data.succeed === true ? { ok: true, message: messages.lead.success } : { ok: false, message: messages.lead.failure };
}
