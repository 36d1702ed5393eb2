/** Travel insurance: the search form and the summary texts. */
export const insuranceForm = {
  /** The product's Persian name, as the lead box and the summary say it. */
  name: 'بیمهٔ مسافرتی',
  title: 'جستجوی بیمهٔ مسافرتی',
  dates: 'تاریخ شروع و پایان سفر',
  start: 'شروع سفر',
  end: 'پایان سفر',
  tripLength: 'مدت سفر',
  insured: 'بیمه‌شدگان',
  summaryTitle: (city: string) => `بیمهٔ مسافرتی ${city}`,
} as const;
