import { describe, expect, it } from 'vitest';
import { ORIGIN, seededTraveller, worker } from './seeded-traveller';

// The built worker (npm run build): the ticket printer (pdf-lib, fontkit, the embedded Vazirmatn) bundles for workerd
// and runs there, loaded on the first ticket. An issued hotel order of the seeded traveller gets its voucher.
describe('built worker: tickets', () => {
  it('downloads the voucher PDF of an issued order and shows its printable page', async () => {
    const { cookie, orders } = await seededTraveller();
    const issued = orders.find((o) => o.product === 'hotel' && o.status === 'issued')!;
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
