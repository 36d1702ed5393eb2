/** Content: banners, tour offers, holidays (spec 000 §3 "Banner", "Tour offer"; spec 001 §3 "Tour offer"). */
import * as v from 'valibot';
import { Amount, Envelope, IsoDate, IsoDateTime } from './common';

export const BannerPart = v.object({ image: v.string(), link: v.string() });

export const Banner = v.object({
  id: v.number(),
  /** Where it goes: `Sidebar`, `SearchResult` (interleaved at `order`), `Top`. */
  Place: v.string(),
  /** Position among the results for SearchResult banners (0-based index before which it is shown). */
  order: v.number(),
  Link: v.string(),
  Desktop: v.string(),
  Mobile: v.string(),
  DesktopThree: v.nullable(v.array(BannerPart)),
  MobileThree: v.nullable(v.array(BannerPart)),
  ShowThreeBanner: v.boolean(),
  expireDate: IsoDateTime,
  DstName: v.string(),
  Locale: v.picklist(['Local', 'International']),
});
/** GET /banners answers this bare array. */
export const BannersResponse = v.array(Banner);

/**
 * GET /loading-banners?local=true|false&hotel=true (or flight=true, tour=true; exactly one) → a bare array: per
 * destination of the scope, its banners for that product (spec 001 §3 "Loading banner": destination and a list of
 * banners each with its image url; "Banner": link, image1..3 with link1..3, expireDate). A banner with image1..3 is a
 * three-part carousel; the site shows the searched destination's.
 */
export const LoadingBannerItem = v.object({
  url: v.string(),
  link: v.string(),
  image1: v.nullable(v.string()),
  link1: v.nullable(v.string()),
  image2: v.nullable(v.string()),
  link2: v.nullable(v.string()),
  image3: v.nullable(v.string()),
  link3: v.nullable(v.string()),
  expireDate: IsoDateTime,
});
export const LoadingBannerEntry = v.object({
  destination: v.object({ locationId: v.number(), name: v.string() }),
  banner: v.array(LoadingBannerItem),
});
export const LoadingBannersResponse = v.array(LoadingBannerEntry);
export type LoadingBannerItem = v.InferOutput<typeof LoadingBannerItem>;
export type LoadingBanners = v.InferOutput<typeof LoadingBannersResponse>;

export const Company = v.object({ code: v.string(), iconUrl: v.string(), persianName: v.string(), englishName: v.string() });

export const TourOffer = v.object({
  id: v.number(),
  image: v.object({ path: v.string() }),
  fromDate: IsoDate,
  toDate: IsoDate,
  nights: v.number(),
  /** Per person, rial. */
  price: Amount,
  currency: v.literal('IRR'),
  hotelId: v.number(),
  hotelPersianName: v.string(),
  hotelEnglishName: v.string(),
  star: v.number(),
  sourceId: v.number(),
  sourcePersianName: v.string(),
  sourceIata: v.string(),
  destinationId: v.number(),
  destinationPersianName: v.string(),
  destinationIata: v.string(),
  wentCompany: Company,
  returnCompany: Company,
});
export const TourOffersResponse = Envelope(v.array(TourOffer));

/**
 * GET /api2/SpecialOffer/GetSpecialOffers → envelope: the supplier's current special offers for the home page
 * (issue 49 point 9), best first. `kind` is the offer's product as the supplier names it; `link` a path of the site;
 * `priceFrom` rial (null: the offer names no price); `expireAt` when the offer ends (the site hides it then).
 */
export const SpecialOffer = v.object({
  offerId: v.number(),
  kind: v.string(),
  title: v.string(),
  subtitle: v.string(),
  image: v.nullable(v.string()),
  link: v.pipe(v.string(), v.regex(/^\/(?!\/)/)),
  discountPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(90)),
  priceFrom: v.nullable(Amount),
  currency: v.literal('IRR'),
  expireAt: IsoDateTime,
});
export const SpecialOffersResponse = Envelope(v.array(SpecialOffer));

export const Holiday = v.object({
  date: IsoDate,
  /** `1405/09/30` */
  jalaliDate: v.string(),
  title: v.string(),
  kind: v.picklist(['solar', 'lunar']),
});
export const HolidaysResponse = v.object({
  from: IsoDate,
  to: IsoDate,
  items: v.array(Holiday),
  note: v.string(),
});

export type Banner = v.InferOutput<typeof Banner>;
export type TourOffer = v.InferOutput<typeof TourOffer>;
export type SpecialOffer = v.InferOutput<typeof SpecialOffer>;
export type Company = v.InferOutput<typeof Company>;
export type Holiday = v.InferOutput<typeof Holiday>;
export type HolidaysResponse = v.InferOutput<typeof HolidaysResponse>;
