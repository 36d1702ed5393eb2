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

/** Body of POST /auth/analytics/AnalyticsInputInformation. */
export const AnalyticsRecord = v.object({
  campaign: OptText,
  medium: OptText,
  term: OptText,
  content: OptText,
  source: OptText,
  officialFactorId: OptId,
});
export const AnalyticsResponse = Ack;

export type CreateEventRequest = v.InferOutput<typeof CreateEventRequest>;
export type AnalyticsRecord = v.InferOutput<typeof AnalyticsRecord>;
