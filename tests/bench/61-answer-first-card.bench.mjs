// The single-answer products' results (insurance, attractions, CIP: issues 46 and 47, «results first paint vs the
// sandbox answer ≤ +100 ms»): navigation → first card on screen against a supplier that takes as long to answer as
// the round-based searches' first round (1 200 ms, the hotel, flight and flight+hotel benches' figure). This file's
// server sets the sandbox's `SANDBOX_ANSWER_DELAY_MS` (context.ts `answerDelayMs`); with the sandbox's default of 0
// the figure would be the whole page load, which the other products hide behind their first round. Prints figures
// only. `npm run bench -- 61-answer`; PRODUCT_CARD_RUNS (default 5) navigations per page.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { benchFirstCard } from './first-card.mjs';

const ANSWER_MS = 1200;
export const vars = { SANDBOX_ANSWER_DELAY_MS: String(ANSWER_MS) };

const RUNS = Number(process.env.PRODUCT_CARD_RUNS ?? 5);
// The search days in Tehran (UTC+03:30), so a search never asks for yesterday.
const day = (n) => new Date(Date.now() + 210 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

const PAGES = [
  [
    'insurance results',
    (d) => `/insurance/tr-istanbul/search?startDate=${day(d)}&endDate=${day(d + 7)}&pCount=1&adults=1`,
    '[data-testid="insurance-plan"]',
  ],
  ['attraction results', (d) => `/attraction/ae-dubai/search?startDate=${day(d)}&adults=2&child=0`, '[data-testid="attraction-card"]'],
  ['cip results', (d) => `/cip/IKA/search?startDate=${day(d)}&adults=1`, '[data-testid="cip-card"]'],
];

export default async function ({ baseUrl }) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    for (const [label, path, selector] of PAGES) {
      await benchFirstCard({
        browser,
        label,
        // A new day each navigation, so no run reads another's answer.
        url: () => `${baseUrl}${path(8 + Math.floor(Math.random() * 40))}`,
        selector,
        runs: RUNS,
        firstRoundMs: ANSWER_MS,
      }).catch((err) => console.log(`${label}: first card not measured (${err instanceof Error ? err.message : err})`));
    }
  } finally {
    await browser.close();
  }
}
