/** /auth/* and /api/v2/user/validate: login (guest too), refresh, current user, logout, registration, recovery, profile. */
import { Hono } from 'hono';
import {
  BasketRegisterRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  MobileCheckRequest,
  RefreshRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateCurrencyRequest,
  UpdateProfileRequest,
  ValidateTokenRequest,
} from '../../schemas/auth';
import { basketClosedBy } from '../orders';
import type { SandboxContext, SandboxEnv } from '../context';
import { FIXED_SMS_CODE } from '../data/accounts';
import { fail, readBody, type Ctx, MSG } from '../http';
import { currentUser, isGuestUser, issueSession, toUser } from '../session';
import {
  addUser,
  findUserByLogin,
  getStore,
  isFamilyRevoked,
  markUsed,
  passwordHash,
  revokeFamily,
  type Store,
  type UserRecord,
} from '../store';
import { isoInstant, latinDigits } from '../time';
import { keyedHash, randomId, readRefreshToken, signPayload, verifyAccessToken, verifyPayload } from '../tokens';
import { valuesWhere } from '../tracked-map';

const CODE_TTL_MS = 10 * 60_000;
export const CODE_LENGTH = 5;

/** `09xxxxxxxxx` from common spellings (Persian digits, +98, 0098, 98, spaces), or null. */
export function normaliseMobile(input: string): string | null {
  let m = latinDigits(input).replace(/[\s-]/g, '');
  if (m.startsWith('+98')) m = `0${m.slice(3)}`;
  else if (m.startsWith('0098')) m = `0${m.slice(4)}`;
  else if (/^98\d{10}$/.test(m)) m = `0${m.slice(2)}`;
  else if (/^9\d{9}$/.test(m)) m = `0${m}`;
  return /^09\d{9}$/.test(m) ? m : null;
}

function randomCode(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return String(10_000 + (n % 90_000));
}

/** What an SMS code proves: a registration (rg1), a password reset (fg1), an order tracking (tr1, routes/account.ts). */
type CodePrefix = 'rg1' | 'fg1' | 'tr1';

/** A token that proves an SMS code was sent: it carries a keyed hash of the code, not the code. */
export async function codeToken(
  ctx: SandboxContext,
  prefix: CodePrefix,
  subject: string,
): Promise<{ token: string; expireAt: number; code: string }> {
  const code = randomCode();
  const j = randomId(9);
  const expireAt = ctx.clock() + CODE_TTL_MS;
  const token = await signPayload(ctx, prefix, { s: subject, j, ch: await keyedHash(ctx, `${j}:${code}`), e: expireAt });
  return { token, expireAt, code };
}

type CodeCheck = { ok: true; subject: string; jti: string } | { ok: false; code: 'invalid_token' | 'invalid_code'; message: string };

export async function checkCode(ctx: SandboxContext, store: Store, prefix: CodePrefix, token: string, code: string): Promise<CodeCheck> {
  const p = await verifyPayload(ctx, prefix, token);
  if (
    !p ||
    typeof p.s !== 'string' ||
    typeof p.j !== 'string' ||
    typeof p.e !== 'number' ||
    p.e <= ctx.clock() ||
    store.usedTokens.has(p.j)
  ) {
    return { ok: false, code: 'invalid_token', message: 'زمان استفاده از کد به پایان رسیده است؛ دوباره درخواست کد کنید' };
  }
  const entered = latinDigits(code.trim());
  const matches = entered === FIXED_SMS_CODE || (await keyedHash(ctx, `${p.j}:${entered}`)) === p.ch;
  if (!matches) return { ok: false, code: 'invalid_code', message: 'کد وارد شده صحیح نیست' };
  return { ok: true, subject: p.s, jti: p.j };
}

function passwordProblem(password: string): string | null {
  if (!password) return 'رمز عبور وارد نشده است';
  if (password.length < 6) return 'رمز عبور باید حداقل ۶ کاراکتر باشد';
  if (password.length > 128) return 'رمز عبور بیش از حد طولانی است';
  return null;
}

async function login(c: Ctx): Promise<Response> {
  const body = await readBody(c, LoginRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  const store = await getStore(ctx);
  const mobile = normaliseMobile(body.value.username);
  const user = findUserByLogin(store, mobile ?? body.value.username);
  if (!user?.passwordHash || user.passwordHash !== (await passwordHash(user.userId, body.value.password))) {
    return fail(c, 400, 'invalid_credentials', 'نام کاربری یا رمز عبور اشتباه است');
  }
  return c.json(await issueSession(ctx, user));
}

async function refresh(c: Ctx): Promise<Response> {
  const body = await readBody(c, RefreshRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  const store = await getStore(ctx);
  const rt = await readRefreshToken(ctx, body.value.refreshToken);
  if (!rt || rt.exp <= ctx.clock()) return fail(c, 401, 'invalid_refresh_token', 'نشست شما منقضی شده است؛ دوباره وارد شوید');
  if (isFamilyRevoked(store, rt.fam, ctx.clock(), ctx.refreshTtlMs))
    return fail(c, 401, 'invalid_refresh_token', 'نشست شما منقضی شده است؛ دوباره وارد شوید');
  if (store.usedTokens.has(rt.jti)) {
    // Reuse of a rotated token: treat as theft and revoke the whole family.
    revokeFamily(store, rt.fam, ctx.clock(), ctx.refreshTtlMs);
    ctx.log(`refresh token reuse for ${rt.userId}; family revoked`);
    return fail(c, 401, 'refresh_token_reused', 'این نشست قبلاً تمدید شده است؛ دوباره وارد شوید');
  }
  markUsed(store, rt.jti, rt.exp, ctx.clock());
  const user: UserRecord = store.users.get(rt.userId) ?? {
    userId: rt.userId,
    username: rt.username,
    mobile: /^09\d{9}$/.test(rt.username) ? rt.username : null,
    passwordHash: '',
    name: rt.name,
    family: rt.family,
    email: null,
    roles: [...rt.roles],
    currency: rt.currency,
    walletBalance: 0,
    gender: null,
    birthDate: null,
    nationalCode: null,
  };
  if (!store.users.has(user.userId)) store.users.set(user.userId, user);
  return c.json(await issueSession(ctx, user, rt.fam));
}

async function logout(c: Ctx): Promise<Response> {
  const body = await readBody(c, LogoutRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  if (body.value.refreshToken) {
    const rt = await readRefreshToken(ctx, body.value.refreshToken);
    if (rt) revokeFamily(await getStore(ctx), rt.fam, ctx.clock(), ctx.refreshTtlMs);
  }
  return c.json({ succeed: true as const, message: 'با موفقیت از حساب کاربری خارج شدید' });
}

async function getUser(c: Ctx): Promise<Response> {
  const { user } = await currentUser(c);
  return c.json(toUser(user));
}

async function mobileCheck(c: Ctx): Promise<Response> {
  const body = await readBody(c, MobileCheckRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  const mobile = normaliseMobile(body.value.mobile);
  if (!mobile) return fail(c, 400, 'validation', MSG.invalidMobile);
  const store = await getStore(ctx);
  if (findUserByLogin(store, mobile)) return fail(c, 406, 'already_registered', 'این شماره موبایل قبلاً ثبت‌نام کرده است');
  const sent = await codeToken(ctx, 'rg1', mobile);
  ctx.log(`SMS to ${mobile}: کد تأیید ثبت‌نام شما ${sent.code} (or ${FIXED_SMS_CODE})`);
  return c.json({ token: sent.token, codeLength: CODE_LENGTH, expireAt: isoInstant(sent.expireAt) });
}

type RegisterFields = {
  mobile: string;
  username: string;
  password: string;
  name: string;
  family?: string | undefined;
  code: string;
  token: string;
};

/**
 * The checks and the new account shared by /auth/Register and the basket register: the mobile, username = mobile,
 * the password rules, a name, the SMS code of the mobile check for that mobile, not registered yet. A Response is the
 * refusal; else the new account (added to the store, the code spent).
 */
async function newAccount(c: Ctx, store: Store, b: RegisterFields & { email?: string | null | undefined }): Promise<Response | UserRecord> {
  const ctx = c.get('ctx');
  const mobile = normaliseMobile(b.mobile);
  if (!mobile) return fail(c, 400, 'validation', MSG.invalidMobile);
  if (normaliseMobile(b.username) !== mobile) return fail(c, 400, 'validation', 'نام کاربری باید همان شماره موبایل باشد');
  const pwProblem = passwordProblem(b.password);
  if (pwProblem) return fail(c, 400, 'validation', pwProblem);
  if (!b.name.trim()) return fail(c, 400, 'validation', 'نام الزامی است');
  const check = await checkCode(ctx, store, 'rg1', b.token, b.code);
  if (!check.ok) return fail(c, 400, check.code, check.message);
  if (check.subject !== mobile) return fail(c, 400, 'invalid_token', 'کد برای این شماره ارسال نشده است');
  if (findUserByLogin(store, mobile)) return fail(c, 406, 'already_registered', 'این شماره موبایل قبلاً ثبت‌نام کرده است');
  markUsed(store, check.jti, ctx.clock() + CODE_TTL_MS, ctx.clock());
  const userId = `u-${mobile}`;
  const user: UserRecord = {
    userId,
    username: mobile,
    mobile,
    passwordHash: await passwordHash(userId, b.password),
    name: b.name.trim().slice(0, 60),
    family: (b.family ?? '').trim().slice(0, 60),
    email: b.email ?? null,
    roles: ['USER'],
    currency: 'IRR',
    walletBalance: 0,
    gender: null,
    birthDate: null,
    nationalCode: null,
  };
  addUser(store, user);
  ctx.log(`registered ${mobile}`);
  return user;
}

async function register(c: Ctx): Promise<Response> {
  const body = await readBody(c, RegisterRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  const user = await newAccount(c, await getStore(ctx), body.value);
  return user instanceof Response ? user : c.json(await issueSession(ctx, user));
}

/**
 * POST /api/v1/users/register (basket register, spec 001 §7 "Basket": POST register): a guest who has just paid (the
 * caller is the guest-reserve identity of the order's mobile) makes an account with that mobile, proved by the SMS
 * code of the mobile check. The guest's baskets, orders and payments move to the new account; the answer is its
 * session. Anyone else (a plain guest, a user, a payment link's token) is refused with 403.
 */
async function basketRegister(c: Ctx): Promise<Response> {
  const body = await readBody(c, BasketRegisterRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  const { store, user: guest } = await currentUser(c);
  if (!guest.roles.includes('GUEST_RESERVE') || !guest.mobile)
    return fail(c, 403, 'forbidden', 'ساخت حساب با شمارهٔ خرید فقط پس از خرید مهمان ممکن است');
  if (normaliseMobile(body.value.mobile) !== guest.mobile) return fail(c, 400, 'validation', 'شماره موبایل باید همان شمارهٔ خرید باشد');
  const user = await newAccount(c, store, body.value);
  if (user instanceof Response) return user;
  let moved = 0;
  const byGuest = { index: 'userId', value: guest.userId };
  for (const order of valuesWhere(store.orders, (o) => o.userId === guest.userId, byGuest)) {
    order.userId = user.userId;
    moved++;
  }
  for (const basket of valuesWhere(store.baskets, (b) => b.userId === guest.userId, byGuest)) basket.userId = user.userId;
  for (const intent of valuesWhere(store.payments, (p) => p.userId === guest.userId, byGuest)) intent.userId = user.userId;
  ctx.log(`basket register ${user.mobile}: ${moved} guest order(s) moved`);
  return c.json(await issueSession(ctx, user));
}

/**
 * POST /auth/validate { token }: whether an access token is valid now, whose it is and for what. A payment link's
 * token (`bsk`) is `scope: basket`, and no longer valid once its basket is paid or gone.
 */
async function validateToken(c: Ctx): Promise<Response> {
  const body = await readBody(c, ValidateTokenRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  const check = await verifyAccessToken(ctx, body.value.token);
  if (!check.ok) return c.json({ valid: false as const, reason: check.reason === 'expired' ? ('expired' as const) : ('invalid' as const) });
  const { claims } = check;
  if (claims.bsk !== undefined) {
    const store = await getStore(ctx);
    const basket = store.baskets.get(claims.bsk);
    if (!basket || basket.userId !== claims.sub || basketClosedBy(store, claims.bsk, ctx.clock())?.paid)
      return c.json({ valid: false as const, reason: 'expired' as const });
  }
  return c.json({
    valid: true as const,
    userId: claims.sub,
    roleIds: claims.roleIds,
    scope: claims.bsk !== undefined ? ('basket' as const) : ('full' as const),
    basketId: claims.bsk ?? null,
    expireAt: isoInstant(claims.exp * 1000),
  });
}

async function forgot(c: Ctx): Promise<Response> {
  const body = await readBody(c, ForgotPasswordRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  const store = await getStore(ctx);
  const mobile = normaliseMobile(body.value.username);
  const user = findUserByLogin(store, mobile ?? body.value.username);
  if (!user || isGuestUser(user) || !user.mobile) return fail(c, 404, 'not_registered', 'کاربری با این مشخصات یافت نشد');
  const sent = await codeToken(ctx, 'fg1', user.userId);
  ctx.log(`SMS to ${user.mobile}: کد بازیابی رمز عبور ${sent.code} (or ${FIXED_SMS_CODE})`);
  return c.json({ token: sent.token, codeLength: CODE_LENGTH, expireAt: isoInstant(sent.expireAt) });
}

async function reset(c: Ctx): Promise<Response> {
  const body = await readBody(c, ResetPasswordRequest);
  if ('error' in body) return body.error;
  const ctx = c.get('ctx');
  const store = await getStore(ctx);
  const pwProblem = passwordProblem(body.value.newPassword);
  if (pwProblem) return fail(c, 400, 'validation', pwProblem);
  const check = await checkCode(ctx, store, 'fg1', body.value.token, body.value.smsCode);
  if (!check.ok) return fail(c, 400, check.code, check.message);
  const user = store.users.get(check.subject);
  if (!user) return fail(c, 404, 'not_registered', 'کاربری با این مشخصات یافت نشد');
  markUsed(store, check.jti, ctx.clock() + CODE_TTL_MS, ctx.clock());
  user.passwordHash = await passwordHash(user.userId, body.value.newPassword);
  return c.json(await issueSession(ctx, user));
}

async function updateCurrency(c: Ctx): Promise<Response> {
  const body = await readBody(c, UpdateCurrencyRequest);
  if ('error' in body) return body.error;
  const { user } = await currentUser(c);
  if (isGuestUser(user)) return fail(c, 403, 'forbidden', MSG.forbidden);
  user.currency = body.value.currency;
  return c.json({ succeed: true as const, currency: body.value.currency });
}

async function updateProfile(c: Ctx): Promise<Response> {
  const body = await readBody(c, UpdateProfileRequest);
  if ('error' in body) return body.error;
  const { user } = await currentUser(c);
  if (isGuestUser(user)) return fail(c, 403, 'forbidden', MSG.forbidden);
  const p = body.value;
  if (p.name !== undefined) user.name = p.name;
  if (p.family !== undefined) user.family = p.family;
  if (p.email !== undefined) user.email = p.email;
  if (p.gender !== undefined) user.gender = p.gender;
  if (p.birthDate !== undefined) user.birthDate = p.birthDate;
  if (p.nationalCode !== undefined) user.nationalCode = p.nationalCode;
  return c.json(toUser(user));
}

export function authRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.post('/auth/Login', login);
  app.post('/auth/RefreshToken', refresh);
  app.post('/auth/Logout', logout);
  app.on(['GET', 'POST'], '/auth/GetUser', getUser);
  app.post('/api/v2/user/validate', mobileCheck);
  app.post('/auth/Register', register);
  app.post('/api/v1/users/register', basketRegister);
  app.post('/auth/validate', validateToken);
  app.post('/auth/ForgotPassword', forgot);
  app.post('/auth/ResetPassword', reset);
  app.post('/auth/UpdateUserCurrency', updateCurrency);
  app.on(['POST', 'PUT'], '/auth/UpdateUserProfile', updateProfile);
  return app;
}
