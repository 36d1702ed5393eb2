/**
 * The site's opaque name of a session for the supplier's payment intents (issue 43): the gateway page answers only
 * the session that asked for the payment. A one-way hash of the session's random id (the cookie's `sid`, never sent
 * anywhere itself), so the name reveals nothing and cannot be turned back into a session.
 */
export async function payerRef(sid: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`payer:${sid}`)));
  let bin = '';
  for (const b of digest) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The header the edge adds to its proxied gateway page requests (the sandbox compares it with the intent's). */
export const PAYER_REF_HEADER = 'X-Payer-Ref';
