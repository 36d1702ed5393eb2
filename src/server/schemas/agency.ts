/**
 * Agencies, customers and saved passengers (spec 001 §7: POST create customer, POST create agent, GET passengers data
 * by agent id; spec 000 §7: /api2/Customer/CreateCustomer and CreateAgent, /v2/user/order_passengers/). Request bodies
 * run the same pure validators as the browser forms (src/lib/agency.ts), so a crafted request is refused with 400.
 */
import * as v from 'valibot';
import { validateAgency, validateCustomer } from '@/lib/agency';
import { SavedPassenger } from '@/products/flight/model/passengers';
import { isValidNationalCode } from '@/lib/validate';
import { FORM_FIELD_TYPES, FORM_VALUE_MAX } from '@/lib/form-plugin';
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

/**
 * Agent services (issue 49 point 9; spec 001 §7 "POST get services", "GET service form data by entityFormId and
 * extraId"; spec 000 §7 `/api2/AgentServices/GetAgentServicePluginList`, `/api2/FormBuilder/GetFormPlugin/{a}/{b}/{c}`):
 * the extra services the supplier offers agencies (a visa request, a group flight, insurance in bulk, a transfer),
 * each with a form the supplier describes field by field (src/lib/form-plugin.ts builds its checks).
 */
export const AgentServicesRequest = v.object({
  /** Only the services of one category (`visa`, `flight`, `insurance`, `transfer`); absent: every one. */
  category: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export const AgentService = v.object({
  serviceId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The form plugin's ids: GetFormPlugin/{serviceId}/{entityFormId}/{extraId}. */
  entityFormId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  extraId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  category: v.string(),
  title: v.string(),
  description: v.string(),
  /** How long the supplier takes to answer a request, in working days. */
  answerWithinDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export const AgentServicesResponse = Envelope(v.array(AgentService));

const FormFieldName = v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/));
export const FormPluginField = v.object({
  name: FormFieldName,
  type: v.picklist(FORM_FIELD_TYPES),
  label: v.string(),
  required: v.boolean(),
  placeholder: v.nullable(v.string()),
  hint: v.nullable(v.string()),
  options: v.nullable(v.array(v.object({ value: v.string(), label: v.string() }))),
  validation: v.object({
    minLength: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    maxLength: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    min: v.nullable(v.number()),
    max: v.nullable(v.number()),
    pattern: v.nullable(v.string()),
    patternMessage: v.nullable(v.string()),
    futureOnly: v.boolean(),
  }),
});
export const FormPlugin = v.object({
  serviceId: v.number(),
  entityFormId: v.number(),
  extraId: v.number(),
  title: v.string(),
  description: v.string(),
  submitLabel: v.string(),
  fields: v.pipe(v.array(FormPluginField), v.minLength(1), v.maxLength(30)),
});
export const FormPluginResponse = Envelope(FormPlugin);

/** POST /api2/AgentServices/SubmitServiceRequest: the form's values by field name (strings; the supplier checks them). */
export const ServiceRequestBody = v.object({
  serviceId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  entityFormId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  extraId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  values: v.pipe(v.record(FormFieldName, v.pipe(v.string(), v.maxLength(FORM_VALUE_MAX))), v.maxEntries(30)),
});
export const ServiceRequestRecord = v.object({
  /** `AS-` + the Jalali year + six digits: what the agency quotes to the supplier's desk. */
  trackingNumber: v.pipe(v.string(), v.regex(/^AS-\d{4}-\d{6}$/)),
  serviceId: v.number(),
  title: v.string(),
  status: v.literal('registered'),
  statusText: v.string(),
  createdAt: IsoDateTime,
  answerBy: IsoDate,
});
export const ServiceRequestResponse = Envelope(ServiceRequestRecord);

export type AgentService = v.InferOutput<typeof AgentService>;
export type FormPlugin = v.InferOutput<typeof FormPlugin>;
export type ServiceRequestRecord = v.InferOutput<typeof ServiceRequestRecord>;
