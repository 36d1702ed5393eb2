/** Order pages: flight confirmation and invoices. Built per request from the route parameters. */
import type { ContentPage } from './types';

export const INVOICE_PRODUCTS = {
  attraction: 'بلیت جاذبه',
  cip: 'خدمات CIP',
  insurance: 'بیمهٔ مسافرتی',
  package: 'پکیج سفر',
  hotel: 'هتل',
  flight: 'بلیت هواپیما',
} as const;

/** The Persian product of an invoice path segment, or null. */
export function invoiceProduct(key: string | undefined): string | null {
  return key && Object.hasOwn(INVOICE_PRODUCTS, key) ? INVOICE_PRODUCTS[key as keyof typeof INVOICE_PRODUCTS] : null;
}

export function invoicePage(product: string | null, detail: string | null): ContentPage {
  const what = product ?? 'سفارش';
  return {
    title: `صورت‌حساب ${what}`,
    description: `صورت‌حساب و رسید پرداخت ${what} در سفرنامه.`,
    heading: `صورت‌حساب ${what}`,
    intro: `صورت‌حساب ${what} پس از پرداخت صادر می‌شود و شامل شمارهٔ سفارش، مشخصات مسافران، مبلغ پرداختی به تومان و کد رهگیری بانک است. نسخهٔ کامل آن در «سفارش‌های من» در حساب کاربری قابل دریافت و چاپ است.`,
    sections: [
      ...(detail ? [{ heading: 'مقصد سفر', paragraphs: [detail] }] : []),
      {
        heading: 'اقلام صورت‌حساب',
        items: ['شمارهٔ سفارش و تاریخ صدور', 'مشخصات خریدار و مسافران', 'مبلغ کل، تخفیف و مبلغ پرداختی', 'کد رهگیری پرداخت'],
      },
    ],
    noindex: true,
  };
}

/** `/flight-confirm/{uid}` when the uid names no flight order of the viewer (an order of theirs goes to its result page). */
export function flightConfirmPage(): ContentPage {
  return {
    title: 'تأیید سفارش پرواز',
    description: 'تأیید سفارش پرواز در سفرنامه: وضعیت پرداخت، صدور بلیت و دریافت مدارک سفر.',
    heading: 'تأیید سفارش پرواز',
    intro: 'سفارش پرواز خود را با شمارهٔ سفارش و موبایل خریدار پیدا کنید، یا وارد حساب کاربری شوید تا سفارش‌هایتان نمایش داده شود.',
    sections: [],
    noindex: true,
  };
}
