import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

/**
 * Runs axe-core in the page (through the DevTools protocol, so the page's CSP does not block it) and returns the
 * serious and critical violations. Usage: `expect(await seriousViolations(page)).toEqual([])`.
 */
export async function seriousViolations(page: Page, opts: { include?: string } = {}): Promise<AxeViolation[]> {
  // Let opening dialogs finish fading in (a half-transparent frame fails colour contrast); infinite animations
  // such as spinners never finish, so wait at most a second.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  // Once per document: a page checked in several states (a dialog open, then closed) compiles axe's 0.5 MB once.
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(axeSource);
  const result = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(include ?? document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, opts.include ?? null);
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
