/**
 * A results banner (spec 000 §3 "Banner", spec 001 §3 and §4): one image, or a three-part carousel (image1..3 with
 * link1..3) when the banner says ShowThreeBanner; and its countdown to expireDate, ticking every second, the box
 * hidden once every part reaches zero.
 */
export interface BannerSlide {
  image: string;
  link: string;
}

/** The carousel's parts (up to three), or null for a single-image banner. */
export function bannerSlides(banner: {
  ShowThreeBanner: boolean;
  DesktopThree: readonly BannerSlide[] | null;
  MobileThree: readonly BannerSlide[] | null;
}): { desktop: BannerSlide[]; mobile: BannerSlide[] } | null {
  if (!banner.ShowThreeBanner || !banner.DesktopThree?.length) return null;
  const desktop = banner.DesktopThree.slice(0, 3);
  const mobile = (banner.MobileThree?.length ? banner.MobileThree : banner.DesktopThree).slice(0, 3);
  return { desktop: [...desktop], mobile: [...mobile] };
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `expireAt` (whole seconds, rounded down); null once every part is zero (or the date is bad). */
export function countdown(expireAt: string, nowMs: number): Countdown | null {
  const end = Date.parse(expireAt);
  if (!Number.isFinite(end)) return null;
  const left = Math.floor((end - nowMs) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}
