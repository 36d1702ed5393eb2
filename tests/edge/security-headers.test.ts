import { tryGetContext } from 'hono/context-storage';
import { describe, expect, it } from 'vitest';
import { NON_DOCUMENT_CSP } from '@/edge/security';
import { harness } from './harness';

// The stand-in renderer answers like waku: HTML pages (200/404) with nonce'd inline scripts, RSC payloads.
const h = harness({
  render: (c) => {
    const nonce = tryGetContext<{ Variables: { secureHeadersNonce?: string } }>()?.get('secureHeadersNonce');
    if (c.req.path.startsWith('/RSC/')) return c.body('0:["$","div",null,{}]\n', 200, { 'Content-Type': 'text/x-component' });
    const html = `<!doctype html><html lang="fa" dir="rtl"><script nonce="${nonce}">a</script><script type="module" nonce="${nonce}">b</script></html>`;
    return c.html(html, c.req.path === '/missing' ? 404 : 200);
  },
});

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};
const SECURITY_NAMES = [
  ...Object.keys(COMMON),
  'content-security-policy',
  'cross-origin-embedder-policy',
  'x-powered-by',
  'access-control-allow-origin',
];

function securityHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of SECURITY_NAMES) {
    const v = res.headers.get(name);
    if (v !== null) out[name] = v;
  }
  return out;
}

const DOC_CSP =
  /^default-src 'self'; script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'$/;

describe('25. exact security header set per route class', () => {
  it.each([
    ['HTML page', '/', {}, 'doc', 200],
    ['error page (404 HTML)', '/missing', {}, 'doc', 404],
    ['RSC payload', '/RSC/R/_root.txt', {}, 'none', 200],
    ['API JSON', '/api/session', {}, 'none', 200],
    ['API error JSON', '/api/nope', {}, 'none', 404],
    ['stream', '/stream/health?count=1&interval=50', {}, 'none', 200],
    ['redirect', '/about/', {}, 'none', 301],
    ['CSRF refusal', '/api/leads', { method: 'POST', headers: { Origin: 'https://evil.example' } }, 'none', 403],
  ] as const)('%s', async (_name, path, init, csp, status) => {
    const res = await h.request(path, init as RequestInit);
    expect(res.status).toBe(status);
    const got = securityHeaders(res);
    const { 'content-security-policy': policy, ...rest } = got;
    expect(rest).toEqual(COMMON);
    if (csp === 'doc') expect(policy).toMatch(DOC_CSP);
    else expect(policy).toBe(NON_DOCUMENT_CSP);
    await res.body?.cancel();
  });

  it('the nonce is unique per response and on every inline script', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await h.request('/');
      const nonce = DOC_CSP.exec(res.headers.get('content-security-policy') ?? '')![1]!;
      nonces.add(nonce);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
      expect(scripts).toHaveLength(2);
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(20);
  });
});
