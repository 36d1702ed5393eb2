/**
 * The bench's trivial reference page (`GET /__bench/reference`), only when the worker runs with the var
 * `BENCH_REFERENCE=1` (`npm run bench` sets it; a deploy never does, so elsewhere the path is the site's 404).
 * A few lines of Persian in the self-hosted font, no script, served through the same edge layer (security headers,
 * CSP) as every page: Lighthouse on it, with the settings used for the site's pages, shows what the machine itself
 * scores, so figures taken on different machines can be compared.
 */
import type { Hono } from 'hono';

export const BENCH_REFERENCE_PATH = '/__bench/reference';

const PAGE = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>صفحهٔ مرجع سنجش | سفرنامه</title>
<meta name="description" content="صفحهٔ سادهٔ فارسی برای مقایسهٔ سرعت دستگاه‌ها">
<link rel="preload" href="/fonts/vazirmatn-arabic-wght400-700.woff2" as="font" type="font/woff2" crossorigin>
<style>
@font-face{font-family:Vazirmatn;src:url(/fonts/vazirmatn-arabic-wght400-700.woff2) format("woff2-variations");font-weight:400 700;font-display:swap}
body{font-family:Vazirmatn,system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1.5rem;line-height:1.8;color:#1f2937}
h1{font-size:1.5rem;color:#a3257a}
</style>
</head>
<body>
<main>
<h1>سفرنامه</h1>
<p>این صفحه برای سنجش سرعت است: متن فارسی با قلم وزیرمتن، بدون هیچ اسکریپتی.</p>
<p>رزرو هتل در کیش، مشهد، شیراز و اصفهان با تاریخ شمسی ۱۴۰۵ و قیمت به تومان.</p>
</main>
</body>
</html>
`;

export function mountBenchReference(app: Hono): void {
  app.get(BENCH_REFERENCE_PATH, (c, next) => {
    if ((c.env as { BENCH_REFERENCE?: string } | undefined)?.BENCH_REFERENCE !== '1') return next();
    return c.html(PAGE, 200, { 'Cache-Control': 'no-store' });
  });
}
