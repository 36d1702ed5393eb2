import { tryGetContext } from 'hono/context-storage';
import { unstable_setNonce, type HandlerInterceptor } from 'waku/router/server';

// Stamps the request's CSP nonce (made by src/edge/security.ts) on every inline script waku renders.
const nonce: HandlerInterceptor = async (next) => {
  const value = tryGetContext<{ Variables: { secureHeadersNonce?: string } }>()?.get('secureHeadersNonce');
  if (value) unstable_setNonce(value);
  return next();
};

export default nonce;
