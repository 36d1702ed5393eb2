/**
 * A build plugin for React DOM's browser build (react-dom/cjs/react-dom-client.production.js): the five control-flow
 * sentinels React builds when it loads (HydrationMismatchException, SuspenseException, SuspenseyCommitException,
 * SuspenseActionException, SelectiveHydrationException) become plain objects that inherit from `Error.prototype` with
 * the same message, instead of `Error(…)` calls. React only throws them to itself and compares them by identity; they
 * never carry a useful stack.
 *
 * Why (issue 15, blocking time in Lighthouse): when the DevTools protocol's Runtime domain is on (Lighthouse,
 * PageSpeed Insights, DevTools, Playwright), V8 records a detailed stack trace, with line and column, for every Error
 * it builds, whatever `Error.stackTraceLimit` says. Code compiled without source positions has to be parsed again to
 * find them, and the first of these Errors is built at the top of React DOM's 200 KB module function, inside the
 * 229 KB entry chunk: both were parsed again on the main thread, 30–60 ms unthrottled on a benchmarkIndex ~1 300
 * machine (5–8 ms for React DOM's whole start without the Runtime domain), 105–176 ms under Lighthouse's 4× mobile
 * slowdown, in the entry's task after First Contentful Paint. With the sentinels stack-less, the entry's task took
 * 18–50 ms at 4×. A traveller's browser without DevTools gains little (five stack captures), but this is the page
 * start Lighthouse and every lab tool measure. Measured with .tmp-style marks in session 13 (docs/progress/issue-15.md).
 *
 * If React DOM no longer builds one of them this way, the build fails: it must not pass silently unpatched.
 */
import type { VitePlugin } from 'waku/config';

export const REACT_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** React DOM's source with each sentinel built without a stack, or an error naming the sentinels not found. */
export function stacklessSentinels(code: string): string {
  let out = code;
  const missing: string[] = [];
  for (const name of REACT_SENTINELS) {
    const site = new RegExp(`\\b${name} = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');
    const count = out.match(site)?.length ?? 0;
    if (count !== 1) {
      missing.push(`${name} (${count} sites)`);
      continue;
    }
    out = out.replace(site, `${name} = Object.create(Error.prototype, { message: { value: $1, writable: !0, configurable: !0 } })`);
  }
  if (missing.length)
    throw new Error(`stackless-react-sentinels: expected one \`Error(formatProdErrorMessage(n))\` for ${missing.join(', ')}`);
  return out;
}

export function stacklessReactSentinelsPlugin(): VitePlugin {
  return {
    name: 'safarnameh:stackless-react-sentinels',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id.split('?')[0] ?? id)) return;
      return { code: stacklessSentinels(code), map: null };
    },
  };
}
