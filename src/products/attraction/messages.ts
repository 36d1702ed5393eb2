/** Attraction tickets: the search form and the summary texts. */
export const attractionForm = {
  /** The product's Persian name, as the lead box and the summary say it. */
  name: 'بلیت جاذبه‌های گردشگری',
  title: 'جستجوی بلیت جاذبه‌ها',
  date: 'تاریخ بازدید',
  summaryTitle: (city: string) => `بلیت جاذبه‌های ${city}`,
} as const;
