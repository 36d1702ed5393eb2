import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';

// The built worker (waku's adapter around the edge pipeline): a body over the limit is a Persian 413 on any route,
// whatever its headers say; the adapter's own limit (which answered with a thrown 500) is off.
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const same = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' };

function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(64 * 1024, size - sent);
      controller.enqueue(new Uint8Array(n).fill(0x61));
      sent += n;
    },
  });
}

const EIGHT_MB = 8 * 1024 * 1024;

describe('built worker: bodies over the limit', () => {
  it.each([
    ['/', 'a chunked 8 MB body', {}],
    ['/hotel/ir-kish', 'a chunked 8 MB body with a false Content-Length', { 'Content-Length': '12' }],
    ['/RSC/F/abc/def.txt', 'a chunked 8 MB body', {}],
    ['/api/auth/login', 'a chunked 8 MB body with a false Content-Length', { 'Content-Length': '12' }],
    ['/sandbox/pay/1', 'a chunked 8 MB body', {}],
  ])('POST %s with %s → 413 in Persian', async (path, _name, headers) => {
    const res = await worker.fetch(
      new Request(ORIGIN + path, {
        method: 'POST',
        headers: { ...same, 'Content-Type': 'application/json', ...headers },
        body: chunked(EIGHT_MB),
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(messages.edgeApi.tooLarge);
  });

  it('an honest 8 MB Content-Length is refused before reading, in Persian, not a 500', async () => {
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { ...same, 'Content-Type': 'application/json' },
        body: new Uint8Array(EIGHT_MB),
      }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', message: messages.edgeApi.tooLarge });
  });
});
