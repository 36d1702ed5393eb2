import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// The built worker (npm run build): the ticket printer (pdf-lib, fontkit, the embedded Vazirmatn) bundles for workerd
// and runs there, loaded on the first ticket. An issued hotel order of the seeded traveller gets its voucher.
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const same = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-sfn_session='))!
    .split(';')[0]!;

describe('built worker: tickets', () => {
  it('downloads the voucher PDF of an issued order and shows its printable page', async () => {
    const login = await worker.fetch(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: same,
        body: JSON.stringify({ username: '09120000001', password: 'Sandbox!234' }),
      }),
    );
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    const orders = await worker.fetch(
      new Request(`${ORIGIN}/api/account/orders`, {
        method: 'POST',
        headers: { ...same, Cookie: cookie },
        body: JSON.stringify({ reportName: 'orders', page: 1, pageSize: 50 }),
      }),
    );
    const list = (await orders.json()) as {
      data: { items: { factorId: number; product: string; status: string; officialFactorId: string }[] };
    };
    const issued = list.data.items.find((o) => o.product === 'hotel' && o.status === 'issued')!;
    expect(issued).toBeDefined();

    const pdf = await worker.fetch(new Request(`${ORIGIN}/api/tickets/${issued.factorId}.pdf`, { headers: { Cookie: cookie } }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(await pdf.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);

    const page = await worker.fetch(
      new Request(`${ORIGIN}/dashboard/tickets/${issued.factorId}`, { headers: { Cookie: cookie, 'Sec-Fetch-Mode': 'navigate' } }),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-print-page');
    expect(html).toContain('واچر اقامت هتل');
    expect(html).toContain(`/api/tickets/${issued.factorId}.pdf`);
  }, 60_000);
});
