import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { harness } from './harness';

// What the renderer answers when a page fails before its shell (waku: 500 with an empty document, or English text when
// its handler threw) never reaches a visitor: a navigation gets the edge's Persian 500 page. Other answers pass as
// they are. (The real renderer is exercised in tests/worker/render-errors.test.ts and tests/e2e/render-errors.test.ts.)

const nav = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' };

describe('a failed render on a navigation', () => {
  it.each([
    [
      'an empty document (waku after a shell error)',
      () => new Response('<html><body></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ],
    ['English text (waku when its handler threw)', () => new Response('Internal Server Error', { status: 500 })],
  ])('%s becomes the Persian 500 page', async (_name, answer) => {
    const h = harness({ render: answer });
    const res = await h.request('/hotel/ir-kish', { headers: nav });
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toMatch(/nonce-/);
    const html = await res.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain(messages.errorPage.byStatus[500]);
    expect(html).not.toContain('Internal Server Error');
  });

  it.each([
    ['an error page the renderer drew itself (/error/500 keeps its page)', '/error/500', 500],
    ['a 404 page', '/nowhere', 404],
  ])('%s is left as it is', async (_name, path, status) => {
    const h = harness({ render: (c) => c.html('<html><body><h1>the page</h1></body></html>', c.req.path === '/nowhere' ? 404 : 200) });
    const res = await h.request(path, { headers: nav });
    expect(res.status).toBe(status);
    expect(await res.text()).toContain('the page');
  });

  it('an RSC payload or an API answer of 500 is not turned into a page', async () => {
    const h = harness({
      render: () => new Response('1:E{"digest":"x"}', { status: 500, headers: { 'Content-Type': 'text/x-component' } }),
    });
    const res = await h.request('/RSC/R/hotel/ir-kish.txt', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('digest');
  });
});
