/**
 * Agencies, customers and saved passengers (spec 001 §7: POST create customer, POST create agent, GET passengers data
 * by agent id; spec 000 §7: /api2/Customer/CreateCustomer and CreateAgent, /v2/user/order_passengers/). Request bodies
 * run the same pure validators as the browser forms (src/lib/agency.ts), so a crafted request is refused with 400.
 */
import * as v from 'valibot';
import { validateAgency, validateCustomer } from '@/lib/agency';
import { SavedPassenger } from '@/products/flight/model/passengers';
import { isValidNationalCode } from '@/lib/validate';
import { Envelope, IsoDate, IsoDateTime } from './common';

const Field = v.pipe(v.string(), v.maxLength(300));

/** The fields' shapes; `CreateAgentRequest` adds the form's rules (the sandbox checks them field by field). */
export const CreateAgentFields = v.object({
  agencyName: Field,
  managerFirstName: Field,
  managerLastName: Field,
  mobile: Field,
  phone: Field,
  city: Field,
  address: Field,
  licenseNumber: Field,
  nationalId: Field,
  email: v.optional(Field, ''),
});
export const CreateAgentRequest = v.pipe(
  CreateAgentFields,
  v.check((input) => validateAgency(input).ok, 'اطلاعات فرم همکاری کامل یا درست نیست'),
);
export const AgentRequest = v.object({
  requestId: v.string(),
  agencyName: v.string(),
  status: v.literal('pending'),
  createdAt: IsoDateTime,
});
export const CreateAgentResponse = Envelope(AgentRequest);

export const CreateCustomerFields = v.object({
  firstName: Field,
  lastName: Field,
  mobile: Field,
  nationalCode: Field,
  email: v.optional(Field, ''),
});
export const CreateCustomerRequest = v.pipe(
  CreateCustomerFields,
  v.check((input) => validateCustomer(input).ok, 'اطلاعات مشتری کامل یا درست نیست'),
);
export const Customer = v.object({
  customerId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  mobile: v.string(),
  nationalCode: v.string(),
  email: v.nullable(v.string()),
  createdAt: IsoDateTime,
});
export const CustomerResponse = Envelope(Customer);
export const CustomerListResponse = Envelope(v.array(Customer));

/**
 * A saved passenger (spec 001 §3 "Saved passenger form"): the passenger form's own `SavedPassenger`
 * (src/products/flight/model/passengers.ts: empty strings for what is not known, doc_id N national card or P passport, `number`
 * the passport number, dates Gregorian YYYY-MM-DD), with the id the supplier gives it.
 */
export const SavedPassengerRecord = v.object({ ...SavedPassenger.entries, id: v.string() });
export const SavedPassengersResponse = Envelope(v.array(SavedPassengerRecord));
export const SavedPassengerResponse = Envelope(SavedPassengerRecord);

const Name = v.pipe(v.string(), v.trim(), v.minLength(1, 'نام الزامی است'), v.maxLength(60));
const LatinName = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^([A-Za-z][A-Za-z '-]*)?$/), v.maxLength(60)));
const OptionalDate = v.optional(v.union([v.literal(''), IsoDate]), '');
/** Save one passenger: an Iranian with a valid national code, anyone else with a passport number. */
export const SavePassengerRequest = v.pipe(
  v.object({
    first_name: Name,
    last_name: Name,
    first_name_en: LatinName,
    last_name_en: LatinName,
    gender: v.picklist(['MALE', 'FEMALE']),
    birth_date: OptionalDate,
    isIranian: v.boolean(),
    nationality: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), 'IR'),
    nationalNumber: v.optional(v.pipe(v.string(), v.regex(/^(\d{10})?$/)), ''),
    doc_id: v.optional(v.pipe(v.string(), v.maxLength(4)), 'N'),
    number: v.optional(v.pipe(v.string(), v.regex(/^([A-Za-z0-9]{5,12})?$/)), ''),
    passport_expire_date: v.optional(v.union([v.literal(''), IsoDate])),
    passport_origin: v.optional(v.pipe(v.string(), v.regex(/^([A-Z]{2})?$/))),
    mobile: v.optional(v.pipe(v.string(), v.regex(/^(09\d{9})?$/)), ''),
    email: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.email(), v.maxLength(120))]), ''),
    is_primary: v.optional(v.boolean(), false),
  }),
  v.check(
    (p) => (p.isIranian ? isValidNationalCode(p.nationalNumber) : p.number !== ''),
    'کد ملی معتبر (ایرانیان) یا شمارهٔ گذرنامه لازم است',
  ),
);

export type AgentRequest = v.InferOutput<typeof AgentRequest>;
export type Customer = v.InferOutput<typeof Customer>;
export type SavedPassengerRecord = v.InferOutput<typeof SavedPassengerRecord>;
export type SavePassengerRequest = v.InferOutput<typeof SavePassengerRequest>;
