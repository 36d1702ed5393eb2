/**
 * What a session holds (the edge keeps it in the encrypted session cookie): the tokens, who the viewer is, and the
 * session's basket. The edge writes it; server components and the edge's routes read it from the request context.
 */
import * as v from 'valibot';

/** Upper bounds that keep name + value under 4096 bytes in the worst case (tested). */
export const SESSION_LIMITS = { accessToken: 2048, refreshToken: 512, name: 64, currency: 8, roles: 16 } as const;
/** How many of its latest orders a session remembers (a guest reads only those). */
export const SESSION_ORDERS = 8;

// Any control character (CR, LF, NUL, …) in a token would be a header-injection vector: refused at decode.
const NoControlChars = v.regex(/^[^\u0000-\u001f\u007f]*$/);

export const SessionData = v.object({
  /** Random id of this session (rotated on login: no session fixation). */
  sid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,32}$/)),
  /** Access token with its "JWT " prefix. */
  accessToken: v.pipe(v.string(), v.startsWith('JWT '), v.maxLength(SESSION_LIMITS.accessToken), NoControlChars),
  refreshToken: v.pipe(v.string(), v.maxLength(SESSION_LIMITS.refreshToken), NoControlChars),
  /** Access-token expiry, epoch ms. */
  expireAt: v.number(),
  isLogin: v.boolean(),
  currency: v.pipe(v.string(), v.maxLength(SESSION_LIMITS.currency), NoControlChars),
  roleIds: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(SESSION_LIMITS.roles)),
  name: v.pipe(v.string(), v.maxLength(SESSION_LIMITS.name)),
  /** The session's one basket (kept across login: the guest's basket becomes the user's). */
  basketId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * The orders this session booked, newest last (at most SESSION_ORDERS): a guest reads an order only from the session
   * that booked it (the supplier's guest identity is a phone number anyone may type).
   */
  orders: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(16))),
  /**
   * The session was opened from a payment link (src/edge/payment-link.ts): its token is the supplier's, limited to the
   * basket (`basketId`); it is checked with /auth/validate at a visit's start, and has no refresh.
   */
  paymentLink: v.optional(v.literal(true)),
});
export type SessionData = v.InferOutput<typeof SessionData>;
