/** Lead events and analytics records (spec 000 §3 "Lead", "Campaign/analytics record"; spec 001 §7 "Lead"). */
import * as v from 'valibot';
import { Ack, Envelope } from './common';

const OptText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))));
const OptId = v.optional(v.nullable(v.union([v.number(), v.string()])));

/** Body of POST /api2/Events/CreateEvent. eventId 6 = hotel lead, 1 = generic lead, 16 = campaign. */
export const CreateEventRequest = v.object({
  eventId: v.number(),
  firstName: OptText,
  lastName: OptText,
  phoneNumber: v.string(),
  fromDate: OptText,
  toDate: OptText,
  sourceId: OptId,
  destinationId: OptId,
  hotelName: OptText,
  url: OptText,
  product: OptText,
  cityName: OptText,
  additionalData: v.optional(v.unknown()),
});
export const CreateEventResponse = Envelope(v.object({ id: v.string(), eventId: v.number() }));

/**
 * Body of POST /auth/analytics/AnalyticsInputInformation: the campaign record (spec 000 §3: campaign, medium, term,
 * content, source, officialFactorId), with the session marketing record's fields (landing location, referrer, path,
 * title, gclid and the paid-click flag: 1 when gclid is present and utm_source is cpc) and what happened (`event`:
 * a landing, or a failed search). Every field but the campaign record's is optional, so a bare campaign record fits.
 */
export const ANALYTICS_EVENTS = ['landing', 'search_failed', 'purchase'] as const;
export const AnalyticsRecord = v.object({
  campaign: OptText,
  medium: OptText,
  term: OptText,
  content: OptText,
  source: OptText,
  officialFactorId: OptId,
  event: v.optional(v.picklist(ANALYTICS_EVENTS)),
  landing: OptText,
  referrer: OptText,
  path: OptText,
  title: OptText,
  gclid: OptText,
  paidClick: v.optional(v.picklist([0, 1])),
});
export const AnalyticsResponse = Ack;

export type CreateEventRequest = v.InferOutput<typeof CreateEventRequest>;
export type AnalyticsRecord = v.InferOutput<typeof AnalyticsRecord>;
