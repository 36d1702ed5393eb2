/**
 * React DOM's load-time sentinels built without a stack (scripts/vite/stackless-react-sentinels.ts): the patch applies
 * to the React DOM this project installs, keeps each sentinel an Error by prototype with React's message, and a React
 * DOM that builds them differently fails the build instead of shipping unpatched.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_SENTINELS, stacklessSentinels } from '../../../scripts/vite/stackless-react-sentinels';

const reactDomClient = () => {
  const pkg = createRequire(import.meta.url).resolve('react-dom/package.json');
  return readFileSync(path.join(path.dirname(pkg), 'cjs/react-dom-client.production.js'), 'utf8');
};

describe('stackless-react-sentinels', () => {
  it("patches each of the installed React DOM's five sentinels, and nothing else", () => {
    const before = reactDomClient();
    const after = stacklessSentinels(before);
    for (const name of REACT_SENTINELS) {
      expect(after, name).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(after.match(new RegExp(`\\b${name} = Object\\.create\\(Error\\.prototype, `, 'g')), name).toHaveLength(1);
    }
    // Every other Error React DOM builds (the ones it reports) keeps its stack.
    const errors = (s: string) => s.match(/\bError\(formatProdErrorMessage/g)?.length ?? 0;
    expect(errors(after)).toBe(errors(before) - REACT_SENTINELS.length);
  });

  it('builds an object that is an Error with React’s message, and no captured stack', () => {
    const source =
      'var formatProdErrorMessage = (n) => "Minified React error #" + n;\nvar SuspenseException = Error(formatProdErrorMessage(460)),\n  HydrationMismatchException = Error(formatProdErrorMessage(519)),\n  SuspenseyCommitException = Error(formatProdErrorMessage(474)),\n  SuspenseActionException = Error(formatProdErrorMessage(542)),\n  SelectiveHydrationException = Error(formatProdErrorMessage(461));\nreturn [SuspenseException, HydrationMismatchException];';
    const [suspense, hydration] = new Function(stacklessSentinels(source))() as Error[];
    expect(suspense).toBeInstanceOf(Error);
    expect(suspense?.message).toBe('Minified React error #460');
    expect(String(hydration)).toBe('Error: Minified React error #519');
    expect(Object.hasOwn(suspense as object, 'stack')).toBe(false);
    expect(suspense).not.toBe(hydration);
  });

  it('fails loudly when a sentinel is not built the way it expects', () => {
    const renamed = reactDomClient().replace('SuspenseException = Error(', 'SuspenseExceptionX = Error(');
    expect(() => stacklessSentinels(renamed)).toThrow(/SuspenseException \(0 sites\)/);
    expect(() => stacklessSentinels('var x = 1;')).toThrow(/HydrationMismatchException.*SelectiveHydrationException/);
  });
});
