/**
 * The site's navigation links (spec 001 §2), as site content: the main search navigation (the header's and the home
 * page's search tabs) and the footer's link columns. They name the site's pages, whichever product folder (or none
 * yet) serves each; their titles, the counter-only links and the corporate-sales link are the header's and footer's.
 */

export interface ContentLink {
  href: string;
  label: string;
}

/** The main nav, in order: flight, hotel, flight+hotel (labelled «تور»), tour (labelled «پکیج»). */
export const MAIN_NAV: readonly ContentLink[] = [
  { href: '/flight', label: 'بلیت هواپیما' },
  { href: '/hotel', label: 'هتل' },
  { href: '/flight%2Bhotel', label: 'تور' },
  { href: '/tour', label: 'پکیج' },
];

/** The footer's three columns (messages.footer.columns names them): the site's products, help, and more about us. */
export const FOOTER_LINKS = {
  product: [
    { href: '/landings/passport-dominica', label: 'پاسپورت دومینیکا' },
    { href: '/flight', label: 'بلیت هواپیما' },
    { href: '/hotel', label: 'رزرو هتل' },
    { href: '/tour', label: 'تور مسافرتی' },
    { href: '/tour/kish', label: 'تور کیش' },
    { href: '/tour/dubai', label: 'تور دبی' },
    { href: '/tour/istanbul', label: 'تور استانبول' },
  ],
  help: [
    { href: '/flight/kish', label: 'بلیت هواپیما کیش' },
    { href: '/flight/istanbul', label: 'بلیت هواپیما استانبول' },
    { href: '/flight/dubai', label: 'بلیت هواپیما دبی' },
    { href: '/help/refund', label: 'راهنمای استرداد' },
    { href: '/contact', label: 'تماس با ما' },
  ],
  more: [
    { href: '/about', label: 'دربارهٔ ما' },
    { href: '/terms', label: 'شرایط و قوانین' },
    { href: '/rules', label: 'قوانین و مقررات' },
    { href: '/jobs', label: 'فرصت‌های شغلی' },
  ],
} as const;
