import { describe, expect, it } from 'vitest';
import { edgeJson } from '@/components/edge-client';

function answering(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

describe('edgeJson', () => {
  it('GETs without a body, same-origin, asking for JSON', async () => {
    const f = answering(200, '{"data":[1]}');
    await expect(edgeJson('/api/x', { fetchFn: f.fetchFn })).resolves.toEqual({ ok: true, status: 200, data: { data: [1] } });
    expect(f.calls[0]!.init).toMatchObject({
      method: 'GET',
      body: null,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  });

  it('POSTs a body as JSON', async () => {
    const f = answering(200, '{"succeed":true}');
    await edgeJson('/api/y', { body: { a: 1 }, fetchFn: f.fetchFn });
    expect(f.calls[0]!.init.method).toBe('POST');
    expect(f.calls[0]!.init.body).toBe('{"a":1}');
    expect((f.calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('a refusal carries its message, code and whole body (field errors)', async () => {
    const f = answering(400, '{"code":"validation","message":"نه","errors":{"mobile":"x"}}');
    await expect(edgeJson('/api/z', { body: {}, fetchFn: f.fetchFn })).resolves.toEqual({
      ok: false,
      status: 400,
      message: 'نه',
      code: 'validation',
      body: { code: 'validation', message: 'نه', errors: { mobile: 'x' } },
    });
  });

  it('a success without JSON is a failure with empty texts', async () => {
    const f = answering(200, 'not json');
    await expect(edgeJson('/api/z', { fetchFn: f.fetchFn })).resolves.toEqual({
      ok: false,
      status: 200,
      message: '',
      code: '',
      body: null,
    });
  });

  it('never throws: a network failure or a cancelled request is status 0, code network', async () => {
    const broken = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(edgeJson('/api/z', { fetchFn: broken })).resolves.toEqual({
      ok: false,
      status: 0,
      message: '',
      code: 'network',
      body: null,
    });
  });
});
