import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '@/server/app-config';
import { readConfig, type Env } from './env';

/** Validates the worker env once per isolate and puts it on the context as `config`. */
export const configFromEnv = (): MiddlewareHandler => async (c, next) => {
  let config: AppConfig;
  try {
    config = readConfig(c.env as Env | undefined);
  } catch (err) {
    // A misconfigured deploy: say so in the log, never leak details to the visitor.
    console.error('invalid worker configuration:', err instanceof Error ? err.message : err);
    return c.text('Service misconfigured', 500, { 'Cache-Control': 'no-store' });
  }
  c.set('config', config);
  await next();
};
