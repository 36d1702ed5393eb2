/** Product home pages (flight, flight+hotel, tour, package, insurance, attraction, cip) and their side pages. */
import { LEAD_ORDER_IDS } from './leads';
import type { ContentPage } from './types';

export interface ProductHome extends ContentPage {
  /** The product's Persian name, as the lead box, the support line and a destination page's title say it. */
  name: string;
  /** The lead box's order id, domestic or international by the destination; none: the lead box's default. */
  leadOrders?: { domestic: number; international: number };
  /** Popular searches shown as links. */
  links: readonly { href: string; label: string }[];
}

const FLIGHT_LEADS = { domestic: LEAD_ORDER_IDS.domesticFlight, international: LEAD_ORDER_IDS.internationalFlight };
const TOUR_LEADS = { domestic: LEAD_ORDER_IDS.domesticTour, international: LEAD_ORDER_IDS.internationalTour };

export const productHomes = {
  flight: {
    name: 'بلیت هواپیما',
    leadOrders: FLIGHT_LEADS,
    title: 'خرید بلیت هواپیما',
    description: 'خرید آنلاین بلیت هواپیمای داخلی و خارجی، مقایسهٔ قیمت ایرلاین‌ها و ارزان‌ترین روزهای پرواز.',
    heading: 'خرید بلیت هواپیما',
    intro: 'پروازهای داخلی و خارجی همهٔ ایرلاین‌ها را یک‌جا مقایسه کنید. در تقویم، ارزان‌ترین روزها مشخص شده و قیمت‌ها به تومان است.',
    sections: [
      {
        heading: 'چرا از سفرنامه بلیت بخریم',
        items: ['صدور فوری بلیت پس از پرداخت', 'استرداد آنلاین', 'پشتیبانی ۲۴ ساعته حتی در روز پرواز'],
      },
    ],
    links: [
      { href: '/flight/THR-MHD/search', label: 'تهران به مشهد' },
      { href: '/flight/THR-KIH/search', label: 'تهران به کیش' },
      { href: '/flight/THR-IST/search', label: 'تهران به استانبول' },
      { href: '/flight/THR-DXB/search', label: 'تهران به دبی' },
      { href: '/flight/THR-SYZ/search', label: 'تهران به شیراز' },
    ],
  },
  flightHotel: {
    name: 'تور پرواز و هتل',
    leadOrders: TOUR_LEADS,
    title: 'تور پرواز و هتل',
    description: 'تور پویا: پرواز و هتل را خودتان انتخاب کنید و با قیمت یک بسته رزرو کنید؛ کیش، استانبول، دبی و مشهد.',
    heading: 'تور پرواز و هتل',
    intro:
      'در تور پرواز و هتل، پرواز رفت و برگشت و هتل دلخواه را انتخاب می‌کنید و قیمت کل به‌صورت یک بسته، ارزان‌تر از خرید جداگانه، محاسبه می‌شود.',
    sections: [{ heading: 'مزایا', items: ['انتخاب آزاد هتل و نوع اتاق', 'قیمت بسته‌ای ارزان‌تر', 'ترانسفر فرودگاهی در بیشتر مقصدها'] }],
    links: [
      { href: '/flight+hotel/THR-KIH/search', label: 'تور کیش' },
      { href: '/flight+hotel/THR-IST/search', label: 'تور استانبول' },
      { href: '/flight+hotel/THR-DXB/search', label: 'تور دبی' },
      { href: '/flight+hotel/THR-MHD/search', label: 'تور مشهد' },
    ],
  },
  tour: {
    name: 'تور',
    leadOrders: TOUR_LEADS,
    title: 'تورهای مسافرتی',
    description: 'تورهای داخلی و خارجی سفرنامه: کیش، مشهد، استانبول و دبی با پرواز، هتل و ترانسفر.',
    heading: 'تورهای مسافرتی',
    intro: 'تورهای آمادهٔ سفرنامه شامل پرواز، هتل، ترانسفر و بیمه هستند و با قیمت ثابت برای هر نفر فروخته می‌شوند.',
    sections: [{ heading: 'خدمات تور', items: ['پرواز رفت و برگشت', 'هتل با صبحانه', 'ترانسفر فرودگاهی', 'بیمهٔ مسافرتی در تورهای خارجی'] }],
    links: [
      { href: '/tour/kish', label: 'تور کیش' },
      { href: '/tour/dubai', label: 'تور دبی' },
      { href: '/tour/istanbul', label: 'تور استانبول' },
      { href: '/tours/mashhad', label: 'تورهای مشهد' },
    ],
  },
  package: {
    name: 'پکیج سفر',
    leadOrders: TOUR_LEADS,
    title: 'پکیج‌های سفر',
    description: 'پکیج‌های سفر با قیمت نهایی: پرواز، هتل، ترانسفر و گشت شهری در یک خرید.',
    heading: 'پکیج‌های سفر',
    intro: 'پکیج‌ها سفرهای آماده با برنامهٔ روزبه‌روز هستند؛ قیمت نهایی برای هر نفر از ابتدا مشخص است.',
    sections: [
      {
        heading: 'پیش از خرید',
        items: ['برنامهٔ روزها و هتل را در صفحهٔ پکیج ببینید.', 'پرسش‌های متداول هر پکیج پاسخ‌های مدارک و استرداد را دارد.'],
      },
    ],
    links: [
      { href: '/package/faqItems', label: 'پرسش‌های متداول پکیج' },
      { href: '/tour', label: 'تورهای مسافرتی' },
    ],
  },
  insurance: {
    name: 'بیمهٔ مسافرتی',
    title: 'بیمهٔ مسافرتی',
    description: 'خرید آنلاین بیمهٔ مسافرتی خارج از کشور با پوشش درمان، شنگن و صدور فوری.',
    heading: 'بیمهٔ مسافرتی',
    intro: 'بیمه‌نامهٔ مسافرتی بلافاصله پس از پرداخت صادر می‌شود و مورد قبول سفارتخانه‌های شنگن است.',
    sections: [
      { heading: 'پوشش‌ها', items: ['هزینه‌های پزشکی و بستری تا ۵۰ هزار یورو', 'بازگرداندن مسافر به کشور', 'جبران تأخیر یا گم شدن چمدان'] },
    ],
    links: [
      { href: '/insurance/tr-istanbul', label: 'بیمهٔ سفر ترکیه' },
      { href: '/insurance/ae-dubai', label: 'بیمهٔ سفر امارات' },
      { href: '/insurance/fr-paris', label: 'بیمهٔ شنگن' },
    ],
  },
  attraction: {
    name: 'بلیت جاذبه‌های گردشگری',
    title: 'بلیت جاذبه‌های گردشگری',
    description: 'خرید بلیت جاذبه‌ها و تفریحات دبی، استانبول و کیش؛ بدون صف و با قیمت تومانی.',
    heading: 'بلیت جاذبه‌ها و تفریحات',
    intro: 'بلیت برج خلیفه، سافاری دبی، کروز بسفر یا تفریحات آبی کیش را پیش از سفر بخرید و بدون صف وارد شوید.',
    sections: [
      { heading: 'چگونه استفاده کنیم', items: ['بلیت الکترونیکی را در موبایل نشان دهید.', 'تاریخ بازدید را هنگام خرید انتخاب کنید.'] },
    ],
    links: [
      { href: '/attraction/ae-dubai', label: 'جاذبه‌های دبی' },
      { href: '/attraction/tr-istanbul', label: 'جاذبه‌های استانبول' },
      { href: '/attraction/ir-kish', label: 'تفریحات کیش' },
    ],
  },
  cip: {
    name: 'خدمات تشریفات فرودگاهی (CIP)',
    title: 'خدمات CIP فرودگاه',
    description: 'رزرو خدمات تشریفات فرودگاهی (CIP): سالن اختصاصی، انجام امور پرواز و ترانسفر تا هواپیما.',
    heading: 'خدمات تشریفات فرودگاهی (CIP)',
    intro: 'با CIP، پذیرش پرواز و گذرنامه را کارشناس فرودگاه برایتان انجام می‌دهد و تا زمان پرواز در سالن اختصاصی پذیرایی می‌شوید.',
    sections: [{ heading: 'خدمات', items: ['سالن انتظار اختصاصی', 'انجام امور پذیرش و بار', 'ترانسفر تا پای هواپیما'] }],
    links: [
      { href: '/cip/ir-tehran', label: 'CIP فرودگاه امام خمینی' },
      { href: '/cip/ir-mashhad', label: 'CIP فرودگاه مشهد' },
      { href: '/cip/ir-kish', label: 'CIP فرودگاه کیش' },
    ],
  },
} satisfies Record<string, ProductHome>;

export type HomeProduct = keyof typeof productHomes;

export const packageFaq: ContentPage = {
  title: 'پرسش‌های متداول پکیج',
  description: 'پاسخ پرسش‌های رایج دربارهٔ خرید پکیج سفر: مدارک، کودکان، استرداد و تغییر تاریخ.',
  heading: 'پرسش‌های متداول پکیج‌ها',
  intro: 'پاسخ رایج‌ترین پرسش‌های مسافران پیش از خرید پکیج را اینجا ببینید.',
  sections: [
    {
      heading: 'آیا قیمت پکیج برای کودک متفاوت است؟',
      paragraphs: ['بله؛ کودک ۲ تا ۱۲ سال بدون تخت نرخ کمتری دارد و نوزاد فقط هزینهٔ پرواز را می‌پردازد.'],
    },
    {
      heading: 'آیا می‌توانم تاریخ را تغییر دهم؟',
      paragraphs: ['تا ده روز پیش از سفر و در صورت وجود ظرفیت، با پرداخت تفاوت نرخ امکان‌پذیر است.'],
    },
    {
      heading: 'استرداد پکیج چگونه است؟',
      paragraphs: ['جریمهٔ استرداد ترکیب جریمهٔ پرواز و هتل است و پیش از تأیید درخواست به شما اعلام می‌شود.'],
    },
  ],
};

export const packagePdp: ContentPage = {
  title: 'جزئیات پکیج',
  description: 'جزئیات پکیج سفر: برنامهٔ روزانه، هتل، پرواز و خدمات همراه.',
  heading: 'جزئیات پکیج سفر',
  intro: 'در صفحهٔ جزئیات هر پکیج، برنامهٔ روزبه‌روز، مشخصات هتل و پرواز و خدمات همراه را پیش از رزرو می‌بینید.',
  sections: [{ heading: 'آنچه در هر پکیج هست', items: ['پرواز رفت و برگشت', 'اقامت با صبحانه', 'ترانسفر فرودگاهی', 'گشت شهری نیم‌روزه'] }],
};

export const packageReserve: ContentPage = {
  title: 'رزرو پکیج',
  description: 'رزرو پکیج سفر: تأیید ظرفیت، ورود اطلاعات مسافران و پرداخت.',
  heading: 'رزرو پکیج سفر',
  intro: 'پس از انتخاب پکیج، ظرفیت پرواز و هتل تأیید می‌شود و سپس اطلاعات مسافران را وارد و پرداخت می‌کنید.',
  sections: [{ heading: 'مراحل', items: ['تأیید ظرفیت', 'ورود اطلاعات مسافران', 'پرداخت و دریافت واچر'] }],
  noindex: true,
};

export const passengersStep = (product: string): ContentPage => ({
  title: `اطلاعات مسافران ${product}`,
  description: `ثبت اطلاعات مسافران برای رزرو ${product}.`,
  heading: `اطلاعات مسافران ${product}`,
  intro: `نام مسافران را مطابق مدرک سفر وارد کنید. ثبت آنلاین اطلاعات مسافران ${product} به‌زودی فعال می‌شود؛ تا آن زمان کارشناسان ما رزرو را تلفنی تکمیل می‌کنند.`,
  sections: [
    {
      heading: 'مدارک لازم',
      items: ['کد ملی برای مسافران ایرانی', 'شمارهٔ گذرنامه و تاریخ انقضا برای سفر خارجی', 'تاریخ تولد کودکان و نوزادان'],
    },
  ],
  noindex: true,
});

export const preprovision: ContentPage = {
  title: 'پیش‌رزرو پرواز',
  description: 'پیش‌رزرو پرواز: نگه داشتن صندلی تا تکمیل پرداخت.',
  heading: 'پیش‌رزرو پرواز',
  intro:
    'صندلی انتخابی شما برای مدت کوتاهی نگه داشته می‌شود تا اطلاعات مسافران و پرداخت کامل شود. اگر زمان پیش‌رزرو تمام شود، قیمت دوباره استعلام می‌شود.',
  sections: [
    { heading: 'پس از پیش‌رزرو', items: ['قیمت نهایی و قوانین استرداد را بررسی کنید.', 'پرداخت را پیش از پایان زمان انجام دهید.'] },
  ],
  noindex: true,
};

export const tourPayment: ContentPage = {
  title: 'پرداخت تور',
  description: 'پرداخت آنلاین مبلغ تور یا پیش‌پرداخت رزرو تور از درگاه بانکی.',
  heading: 'پرداخت تور',
  intro:
    'برای پرداخت تور رزروشده، پیوند پرداختی را که کارشناس فروش برایتان پیامک کرده است باز کنید یا از «سفارش‌های من» سفارش را پرداخت کنید.',
  sections: [{ heading: 'روش‌های پرداخت', items: ['درگاه بانکی شتاب', 'کیف پول سفرنامه', 'پرداخت ترکیبی کیف پول و کارت'] }],
  noindex: true,
};

export { INVOICE_PRODUCTS } from './orders';
