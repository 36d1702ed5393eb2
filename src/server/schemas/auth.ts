/** Auth, registration, recovery and profile (spec 001 §3 "User session", §5, §7 "Auth and account"). */
import * as v from 'valibot';
import { ROLE_NAMES, type RoleName as RoleNameType } from '@/lib/roles';
import { CurrencyCode, IsoDate, IsoDateTime } from './common';

export const RoleName = v.picklist(ROLE_NAMES as [RoleNameType, ...RoleNameType[]]);
export type RoleName = RoleNameType;
/** The username of the shared guest account ("a guest is the account with the guest username"). */
export const GUEST_USERNAME = 'guest';

/** Claims of the access token (`JWT <header>.<payload>.<signature>`, HS256). */
export const AccessTokenClaims = v.object({
  typ: v.literal('access'),
  sub: v.string(),
  username: v.string(),
  roleIds: v.array(v.number()),
  name: v.string(),
  family: v.string(),
  currency: v.string(),
  iat: v.number(),
  exp: v.number(),
  jti: v.string(),
  /**
   * A payment link's token (GET /api2/Basket/GetByExternalId): the basket it is limited to. Such a token reads and pays
   * that one basket and its order, nothing else of its owner (orders, wallet, profile); absent on every other token.
   */
  bsk: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export const User = v.object({
  userId: v.string(),
  username: v.string(),
  name: v.string(),
  family: v.string(),
  mobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
  currency: v.string(),
  /** The primary role name. */
  role: RoleName,
  roleIds: v.array(v.number()),
  /** True for an account created by guest-reserve phone validation; such a user counts as not logged in. */
  GUEST_RESERVE: v.boolean(),
  isGuest: v.boolean(),
  gender: v.nullable(v.picklist(['MALE', 'FEMALE'])),
  birthDate: v.nullable(IsoDate),
  nationalCode: v.nullable(v.string()),
  hasCashbackAccess: v.boolean(),
});

export const Session = v.object({
  ...User.entries,
  /** Always `JWT ` + the token. */
  access_token: v.pipe(v.string(), v.startsWith('JWT ')),
  refreshToken: v.string(),
  /** When the access token expires. */
  expireAt: IsoDateTime,
  refreshExpireAt: IsoDateTime,
  /** False for the guest account and guest-reserve users. */
  isLogin: v.boolean(),
});

export const LoginRequest = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
});
export const RefreshRequest = v.object({ refreshToken: v.pipe(v.string(), v.minLength(1)) });
export const LogoutRequest = v.object({ refreshToken: v.optional(v.string()) });
export const LogoutResponse = v.object({ succeed: v.literal(true), message: v.string() });

export const MobileCheckRequest = v.object({ mobile: v.string() });
/** 200 when the number is not registered; 406 (ErrorBody, code already_registered) when it is. */
export const MobileCheckResponse = v.object({ token: v.string(), codeLength: v.number(), expireAt: IsoDateTime });

export const RegisterRequest = v.object({
  mobile: v.string(),
  username: v.string(),
  password: v.string(),
  name: v.string(),
  family: v.optional(v.string()),
  email: v.optional(v.nullable(v.string())),
  code: v.string(),
  token: v.string(),
});

/**
 * POST /auth/validate: is this access token valid now, and for what. `scope` `basket` is a payment link's token,
 * limited to `basketId`. An invalid or expired token is a 200 with `valid: false` (the question was answered).
 */
export const ValidateTokenRequest = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)) });
export const ValidateTokenResponse = v.variant('valid', [
  v.object({
    valid: v.literal(true),
    userId: v.string(),
    roleIds: v.array(v.number()),
    scope: v.picklist(['full', 'basket']),
    basketId: v.nullable(v.number()),
    expireAt: IsoDateTime,
  }),
  v.object({ valid: v.literal(false), reason: v.picklist(['invalid', 'expired']) }),
]);

/**
 * POST /api/v1/users/register (basket register): a guest who has just paid makes an account with the mobile the
 * order was validated with (the caller's guest-reserve identity), the SMS code of the mobile check proving it is
 * theirs; the guest's orders move to the new account. The answer is the new account's session.
 */
export const BasketRegisterRequest = v.object({
  mobile: v.string(),
  username: v.string(),
  password: v.string(),
  name: v.string(),
  family: v.optional(v.string()),
  code: v.string(),
  token: v.string(),
});

export const ForgotPasswordRequest = v.object({ username: v.pipe(v.string(), v.trim(), v.minLength(1)) });
export const ForgotPasswordResponse = v.object({ token: v.string(), codeLength: v.number(), expireAt: IsoDateTime });
export const ResetPasswordRequest = v.object({ token: v.string(), smsCode: v.string(), newPassword: v.string() });

export const UpdateCurrencyRequest = v.object({ currency: CurrencyCode });
export const UpdateCurrencyResponse = v.object({ succeed: v.literal(true), currency: CurrencyCode });

export const UpdateProfileRequest = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
  family: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
  email: v.optional(v.nullable(v.pipe(v.string(), v.email()))),
  gender: v.optional(v.nullable(v.picklist(['MALE', 'FEMALE']))),
  birthDate: v.optional(v.nullable(IsoDate)),
  nationalCode: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{10}$/)))),
});

export type AccessTokenClaims = v.InferOutput<typeof AccessTokenClaims>;
export type User = v.InferOutput<typeof User>;
export type ValidateTokenResponse = v.InferOutput<typeof ValidateTokenResponse>;
export type Session = v.InferOutput<typeof Session>;
export type LoginRequest = v.InferOutput<typeof LoginRequest>;
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>;
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequest>;
export type UpdateProfileRequest = v.InferOutput<typeof UpdateProfileRequest>;
export type MobileCheckResponse = v.InferOutput<typeof MobileCheckResponse>;
export type ForgotPasswordResponse = v.InferOutput<typeof ForgotPasswordResponse>;
