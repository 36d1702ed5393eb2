/**
 * The extra services the sandbox supplier offers agencies (issue 49 point 9: GetAgentServicePluginList), each with
 * the form its desk needs (FormBuilder/GetFormPlugin). Plain data; routes/agent-services.ts serves it and checks a
 * request against the same fields (src/lib/form-plugin.ts).
 */
import type { FormField, FormFieldRules } from '@/lib/form-plugin';
import type { AgentService, FormPlugin } from '../../schemas/agency';

const NO_RULES: FormFieldRules = {
  minLength: null,
  maxLength: null,
  min: null,
  max: null,
  pattern: null,
  patternMessage: null,
  futureOnly: false,
};

function field(
  name: string,
  type: FormField['type'],
  label: string,
  extra: Partial<Omit<FormField, 'name' | 'type' | 'label' | 'validation'>> & { rules?: Partial<FormFieldRules> } = {},
): FormField {
  return {
    name,
    type,
    label,
    required: extra.required ?? true,
    placeholder: extra.placeholder ?? null,
    hint: extra.hint ?? null,
    options: extra.options ?? null,
    validation: { ...NO_RULES, ...extra.rules },
  };
}

const MOBILE = { pattern: '09\\d{9}', patternMessage: 'شمارهٔ موبایل را به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.' };
const NOTES = field('notes', 'textarea', 'توضیحات', { required: false, rules: { maxLength: 500 } });
const CITIES = [
  { value: 'THR', label: 'تهران' },
  { value: 'MHD', label: 'مشهد' },
  { value: 'KIH', label: 'کیش' },
  { value: 'SYZ', label: 'شیراز' },
  { value: 'IFN', label: 'اصفهان' },
  { value: 'IST', label: 'استانبول' },
  { value: 'DXB', label: 'دبی' },
];

interface ServiceDef extends AgentService {
  form: Omit<FormPlugin, 'serviceId' | 'entityFormId' | 'extraId' | 'title'>;
}

export const AGENT_SERVICES: readonly ServiceDef[] = [
  {
    serviceId: 11,
    entityFormId: 301,
    extraId: 1,
    category: 'visa',
    title: 'درخواست ویزای گروهی',
    description: 'ثبت درخواست ویزای توریستی برای مسافران آژانس؛ مدارک پس از بررسی از کارشناس ویزا خواسته می‌شود.',
    answerWithinDays: 3,
    form: {
      description: 'کشور مقصد، تعداد مسافران و تاریخ سفر را بنویسید؛ کارشناس ویزا با سرپرست گروه تماس می‌گیرد.',
      submitLabel: 'ثبت درخواست ویزا',
      fields: [
        field('country', 'select', 'کشور مقصد', {
          options: [
            { value: 'TR', label: 'ترکیه' },
            { value: 'AE', label: 'امارات متحده عربی' },
            { value: 'GE', label: 'گرجستان' },
            { value: 'AM', label: 'ارمنستان' },
          ],
        }),
        field('travellers', 'number', 'تعداد مسافران', { rules: { min: 1, max: 50 } }),
        field('travelDate', 'date', 'تاریخ سفر', { placeholder: '۱۴۰۵/۱۰/۱۵', rules: { futureOnly: true } }),
        field('leaderName', 'text', 'نام سرپرست گروه', { rules: { minLength: 3, maxLength: 60 } }),
        field('leaderMobile', 'text', 'موبایل سرپرست گروه', { placeholder: '۰۹۱۲۳۴۵۶۷۸۹', rules: MOBILE }),
        NOTES,
      ],
    },
  },
  {
    serviceId: 12,
    entityFormId: 302,
    extraId: 2,
    category: 'flight',
    title: 'درخواست پرواز گروهی',
    description: 'استعلام قیمت و ظرفیت برای گروه‌های ۱۰ نفر و بیشتر، پرواز داخلی یا خارجی.',
    answerWithinDays: 2,
    form: {
      description: 'مبدأ، مقصد، تاریخ و تعداد مسافران را بنویسید؛ پیشنهاد قیمت برای آژانس فرستاده می‌شود.',
      submitLabel: 'ثبت درخواست پرواز گروهی',
      fields: [
        field('origin', 'select', 'مبدأ', { options: CITIES }),
        field('destination', 'select', 'مقصد', { options: CITIES }),
        field('departDate', 'date', 'تاریخ رفت', { placeholder: '۱۴۰۵/۱۰/۱۵', rules: { futureOnly: true } }),
        field('passengers', 'number', 'تعداد مسافران', { hint: 'دست‌کم ۱۰ نفر', rules: { min: 10, max: 200 } }),
        field('contactMobile', 'text', 'موبایل مسئول گروه', { placeholder: '۰۹۱۲۳۴۵۶۷۸۹', rules: MOBILE }),
        NOTES,
      ],
    },
  },
  {
    serviceId: 13,
    entityFormId: 303,
    extraId: 3,
    category: 'insurance',
    title: 'بیمهٔ مسافرتی گروهی',
    description: 'صدور یکجای بیمه‌نامهٔ مسافرتی برای تورها و گروه‌های آژانس.',
    answerWithinDays: 1,
    form: {
      description: 'منطقهٔ سفر، مدت و تعداد بیمه‌شدگان را بنویسید؛ فهرست مسافران پس از تأیید خواسته می‌شود.',
      submitLabel: 'ثبت سفارش بیمهٔ گروهی',
      fields: [
        field('zone', 'select', 'منطقهٔ سفر', {
          options: [
            { value: '1', label: 'کشورهای همسایه' },
            { value: '2', label: 'آسیا (به‌جز ژاپن و کره)' },
            { value: '3', label: 'اروپا و شنگن' },
            { value: '4', label: 'همهٔ کشورها' },
          ],
        }),
        field('insured', 'number', 'تعداد بیمه‌شدگان', { rules: { min: 5, max: 300 } }),
        field('startDate', 'date', 'تاریخ شروع سفر', { placeholder: '۱۴۰۵/۱۰/۱۵', rules: { futureOnly: true } }),
        field('days', 'number', 'مدت سفر (روز)', { rules: { min: 1, max: 92 } }),
        NOTES,
      ],
    },
  },
  {
    serviceId: 14,
    entityFormId: 304,
    extraId: 4,
    category: 'transfer',
    title: 'ترانسفر فرودگاهی',
    description: 'رزرو خودرو از فرودگاه تا هتل (و برعکس) برای مسافران آژانس.',
    answerWithinDays: 1,
    form: {
      description: 'شهر، روز و شمارهٔ پرواز را بنویسید تا راننده سر وقت در فرودگاه باشد.',
      submitLabel: 'ثبت درخواست ترانسفر',
      fields: [
        field('city', 'select', 'شهر', { options: CITIES }),
        field('date', 'date', 'تاریخ ورود', { placeholder: '۱۴۰۵/۱۰/۱۵', rules: { futureOnly: true } }),
        field('passengers', 'number', 'تعداد مسافران', { rules: { min: 1, max: 40 } }),
        field('flightNumber', 'text', 'شمارهٔ پرواز', {
          placeholder: 'W5 1234',
          rules: { pattern: '[A-Za-z0-9]{2} ?\\d{2,4}', patternMessage: 'شمارهٔ پرواز را مانند W5 1234 وارد کنید.' },
        }),
        field('hotel', 'text', 'نام هتل', { rules: { minLength: 2, maxLength: 80 } }),
        NOTES,
      ],
    },
  },
];

/** The list as the supplier answers it (without the forms). */
export function agentServiceList(category?: string): AgentService[] {
  return AGENT_SERVICES.filter((s) => !category || s.category === category).map(({ form: _form, ...s }) => s);
}

/** The service whose form plugin these three ids name together, or undefined. */
export function findServiceForm(serviceId: number, entityFormId: number, extraId: number): ServiceDef | undefined {
  return AGENT_SERVICES.find((s) => s.serviceId === serviceId && s.entityFormId === entityFormId && s.extraId === extraId);
}

export function formPluginOf(s: ServiceDef): FormPlugin {
  return { serviceId: s.serviceId, entityFormId: s.entityFormId, extraId: s.extraId, title: s.title, ...s.form };
}
