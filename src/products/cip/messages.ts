/** Airport CIP services: the search form and the summary texts. */
export const cipForm = {
  /** The product's Persian name, as the lead box and the summary say it. */
  name: 'خدمات تشریفات فرودگاهی (CIP)',
  title: 'جستجوی خدمات CIP',
  date: 'تاریخ پرواز',
  airport: 'فرودگاه',
  summaryTitle: (city: string) => `خدمات CIP فرودگاه ${city}`,
} as const;
