import { describe, expect, it } from 'vitest';
import { ORIGIN, seededTraveller, worker } from './seeded-traveller';

// Issue 43, case 9: the payment result pages (rendered by the built worker) print only what the server says about the
// session's order, never the query's status, order number or tracking code.
const NAV = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
const FAKE = 'officialFactorId=FAKEORDER&trackingCode=HACKEDCODE';

/**
 * The page's own content (`<main>` and the title): what the page says. (The header's login links carry the current
 * URL, query included, as their return address: a link back, not something the page states.)
 */
async function page(path: string, cookie?: string): Promise<string> {
  const res = await worker.fetch(new Request(ORIGIN + path, { headers: { ...NAV, ...(cookie ? { Cookie: cookie } : {}) } }));
  expect(res.status).toBe(200);
  const html = await res.text();
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0];
  expect(main).toBeDefined();
  return `${/<title>[^<]*<\/title>/.exec(html)?.[0] ?? ''}${main}`;
}

describe('built worker: the payment result pages read the order from the server', () => {
  it('a crafted /checkout/result?status=success… shows nothing paid and none of the query text', async () => {
    const html = await page(`/checkout/result?status=success&factorId=1&${FAKE}`);
    expect(html).not.toContain('FAKEORDER');
    expect(html).not.toContain('HACKEDCODE');
    expect(html).not.toContain('با موفقیت');
  });

  it("the product result page shows the session's own order as the server has it, whatever the query says", async () => {
    const { cookie, orders } = await seededTraveller();
    const issued = orders.find((o) => o.product === 'hotel' && o.status === 'issued')!;
    const html = await page(`/checkout/hotel/result?status=success&factorId=${issued.factorId}&${FAKE}`, cookie);
    expect(html).not.toContain('FAKEORDER');
    expect(html).not.toContain('HACKEDCODE');
    expect(html).toContain('data-paid="1"');
    // Another visitor (no session) asking for the same order with status=success: nothing paid, nothing of it shown.
    const stranger = await page(`/checkout/hotel/result?status=success&factorId=${issued.factorId}&${FAKE}`);
    expect(stranger).not.toContain('با موفقیت');
    expect(stranger).not.toContain('FAKEORDER');
    // The generic result page of the same order, for its owner: the server's state, not the query's words.
    const generic = await page(`/checkout/result?status=failed&factorId=${issued.factorId}&${FAKE}`, cookie);
    expect(generic).not.toContain('FAKEORDER');
    expect(generic).not.toContain('HACKEDCODE');
  }, 60_000);
});
