/** Flight+hotel (dynamic tour): its search form and its pages (spec 000 route table `/flight-hotel/…`). */
import { persianNumber as fa } from '@/lib/text';

export const flightHotelForm = {
  /** The product's Persian name, as the lead box and the summary say it. */
  name: 'تور پرواز و هتل',
  title: 'جستجوی تور پرواز و هتل',
} as const;

/** The destination and hotel pages of a dynamic tour. */
export const flightHotelPage = {
  outbound: 'پرواز رفت',
  inbound: 'پرواز برگشت',
  flightLine: (from: string, to: string, date: string) => `${from} به ${to}، ${date}`,
  heading: (hotel: string, city: string) => `تور ${city}: پرواز و هتل ${hotel}`,
  destinationHeading: (city: string) => `تور پرواز و هتل ${city}`,
  destinationIntro: (city: string) => `پرواز رفت و برگشت و اقامت در یکی از هتل‌های ${city} را با یک قیمت بسته‌ای رزرو کنید.`,
  hotelsTitle: (city: string) => `هتل‌های ${city}`,
  noHotels: 'هتلی برای این مقصد پیدا نشد؛ با پشتیبانی تماس بگیرید.',
  viewHotel: 'مشاهدهٔ اتاق‌ها و قیمت',
  stars: (n: number) => `${fa(n)} ستاره`,
} as const;
