import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from '@/lib/sitemap';

describe('sitemap.xml', () => {
  it('absolute, escaped, each URL once, with change frequency and priority', () => {
    const xml = sitemapXml(
      [
        { path: '/', changefreq: 'daily', priority: 1 },
        { path: '/hotel/ir-kish/Homa-Kish?hotelId=1&x=<y>' },
        { path: '/' },
        { path: '/hotel/ir-kish/هتل', priority: 0.6 },
      ],
      'https://safarnameh.example',
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://safarnameh.example/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>\n' +
        '<url><loc>https://safarnameh.example/hotel/ir-kish/Homa-Kish?hotelId=1&amp;x=%3Cy%3E</loc></url>\n' +
        '<url><loc>https://safarnameh.example/hotel/ir-kish/%D9%87%D8%AA%D9%84</loc><priority>0.6</priority></url>\n' +
        '</urlset>\n',
    );
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('stops at the protocol limit of 50 000 URLs', () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ path: `/p/${i}` }));
    expect(sitemapXml(many, 'https://a.example').split('<url>').length - 1).toBe(SITEMAP_MAX_URLS);
  });
});

describe('robots.txt', () => {
  it('names the sitemap on the origin it is asked from', () => {
    expect(robotsTxt('https://safarnameh.example')).toContain('\nSitemap: https://safarnameh.example/sitemap.xml\n');
  });
});
