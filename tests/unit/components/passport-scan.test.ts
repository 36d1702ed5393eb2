import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayAgainForm } from '@/components/checkout/PayAgainForm';
import { PASSPORT_UPLOAD_URL, uploadPassportScan } from '@/components/checkout/travellers/PassportScanField';
import { TravellerFields } from '@/components/checkout/travellers/TravellerFields';
import { DOCUMENT_FILE_MAX_BYTES } from '@/lib/document-file';
import * as messages from '@/lib/messages';
import { emptyTraveller } from '@/lib/travellers';

/**
 * Issue 49 point 9 in the pages: the optional passport scan in the shared travellers fields (where a passport is asked
 * and the product asks for the scan), its upload from the browser (checked first, bounded, Persian answers), and the
 * «pay again» form of a pending order.
 */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const fields = (international: boolean, passportScan: boolean, isIranian = true) =>
  renderToString(
    createElement(TravellerFields, {
      id: (f: string) => `t-p0-${f}`,
      value: { ...emptyTraveller(), isIranian },
      errors: {},
      onChange: () => {},
      international,
      ask: { nationality: true, passportScan },
      picker: false,
    }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the passport scan field', () => {
  it('abroad (or a foreigner at home) with the product asking: a labelled, optional file input for JPEG/PNG/PDF', () => {
    for (const html of [fields(true, true), fields(false, true, false)]) {
      expect(html).toContain('type="file"');
      expect(html).toContain('for="t-p0-passportScanId"');
      expect(html).toContain('id="t-p0-passportScanId"');
      expect(html).toContain('accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"');
      expect(html).toContain(messages.uploads.passportScan);
      expect(html).toContain('aria-describedby="t-p0-passportScanId-hint');
    }
  });

  it('none for an Iranian at home, nor where the product does not ask', () => {
    expect(fields(false, true)).not.toContain('type="file"');
    expect(fields(true, false)).not.toContain('type="file"');
  });

  it('a wrong file is refused before anything is sent; a PNG is sent and its id kept', async () => {
    const fetch = vi.fn(async () => Response.json({ succeed: true, data: { fileId: 'up-abcdefghijklmnop', fileName: 'p.png' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await uploadPassportScan(new File([new TextEncoder().encode('GIF89a')], 'a.gif', { type: 'image/gif' }))).toEqual({
      ok: false,
      message: messages.uploads.badType,
    });
    const big = new Uint8Array(DOCUMENT_FILE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await uploadPassportScan(new File([big], 'big.png', { type: 'image/png' }))).toEqual({
      ok: false,
      message: messages.uploads.tooLarge,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await uploadPassportScan(new File([PNG], 'p.png', { type: 'image/png' }))).toEqual({
      ok: true,
      fileId: 'up-abcdefghijklmnop',
      name: 'p.png',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(PASSPORT_UPLOAD_URL);
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('the edge’s refusal is shown as it says it; too many, an outage or no network each have their Persian line', async () => {
    const file = new File([PNG], 'p.png', { type: 'image/png' });
    const answer = (res: () => Response | Promise<Response>) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => res()),
      );
    answer(() => Response.json({ succeed: false, message: messages.uploads.mismatch }, { status: 400 }));
    expect(await uploadPassportScan(file)).toEqual({ ok: false, message: messages.uploads.mismatch });
    answer(() => Response.json({ succeed: false, message: 'x' }, { status: 429 }));
    expect(await uploadPassportScan(file)).toEqual({ ok: false, message: messages.uploads.busy });
    answer(() => new Response('bad gateway', { status: 502 }));
    expect(await uploadPassportScan(file)).toEqual({ ok: false, message: messages.uploads.failed });
    answer(() => Promise.reject(new TypeError('network')));
    expect(await uploadPassportScan(file)).toEqual({ ok: false, message: messages.uploads.failed });
  });
});

describe('«pay again» for a pending order', () => {
  it('a plain form POST of the order’s number to the edge (works without scripts)', () => {
    const html = renderToString(createElement(PayAgainForm, { factorId: 1234 }));
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/api/checkout/pay-again"');
    expect(html).toContain('name="factorId" value="1234"');
    expect(html).toContain(messages.payment.payAgain);
  });
});
