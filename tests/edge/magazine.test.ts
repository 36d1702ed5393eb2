/**
 * Issue 49 point 7 at the edge: MAGAZINE_URL (validated at start-up) sends /blog and /blog/… to the external
 * magazine; without it /blog is the site's own page (the worker test over the route table checks it answers 200).
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '@/edge/env';
import { harness } from './harness';

const nav = { headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } };
const page = (c: { text: (t: string) => Response }) => c.text('the site page');

describe('MAGAZINE_URL', () => {
  it.each(['/blog', '/blog/', '/blog/some-old-article'])('set: %s goes to the external magazine (302), before any login', async (path) => {
    const h = harness({ render: page, env: { MAGAZINE_URL: 'https://mag.example.test/' } });
    const res = await h.request(path, nav);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://mag.example.test/');
    expect(h.calls).toEqual([]);
  });

  it('set: other paths that merely start with "blog" are the site\'s', async () => {
    const h = harness({ render: page, env: { MAGAZINE_URL: 'https://mag.example.test/' } });
    expect((await h.request('/blogger', nav)).status).toBe(200);
  });

  it("unset: /blog is the site's page", async () => {
    const h = harness({ render: page });
    const res = await h.request('/blog', nav);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('the site page');
  });

  it.each([['not a url'], ['javascript:alert(1)'], ['ftp://mag.example.test/'], ['/blog']])(
    'a bad value (%s) is a refused deploy with a reason for the operator, never a 500 or a redirect',
    async (value) => {
      expect(() => readConfig({ MAGAZINE_URL: value })).toThrow(/MAGAZINE_URL/);
      const h = harness({ render: page, env: { MAGAZINE_URL: value } });
      const res = await h.request('/blog', nav);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/[\u0600-\u06FF]{3}/);
    },
  );
});
