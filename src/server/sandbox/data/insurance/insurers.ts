/**
 * The insurers the sandbox sells travel cover of: Iranian insurers that issue travel policies, each with its age
 * limit (some stop selling at 75, some at 80, some at 85), its price level, and the prefix of its contract numbers.
 * Fixed (no seed): an insurer's id is part of plan ids and contract numbers.
 */
export interface InsurerDef {
  id: string;
  fa: string;
  en: string;
  /** The oldest age (on the trip's first day) the insurer covers. */
  maxAge: number;
  /** Its premiums against the market (1 = the market's). */
  priceLevel: number;
  /** Contract numbers start with it. */
  contractPrefix: string;
  /** Letters of the generated logo. */
  mark: string;
}

export const INSURERS: readonly InsurerDef[] = [
  { id: 'SAMAN', fa: 'بیمه سامان', en: 'Saman Insurance', maxAge: 85, priceLevel: 1.08, contractPrefix: 'SMN', mark: 'SA' },
  { id: 'PASARGAD', fa: 'بیمه پاسارگاد', en: 'Pasargad Insurance', maxAge: 80, priceLevel: 1.04, contractPrefix: 'PSG', mark: 'PA' },
  { id: 'MOALLEM', fa: 'بیمه معلم', en: 'Moallem Insurance', maxAge: 75, priceLevel: 0.92, contractPrefix: 'MLM', mark: 'MO' },
  { id: 'TAAVON', fa: 'بیمه تعاون', en: 'Taavon Insurance', maxAge: 80, priceLevel: 0.96, contractPrefix: 'TVN', mark: 'TA' },
  { id: 'ASMARI', fa: 'بیمه آسماری', en: 'Asmari Insurance', maxAge: 75, priceLevel: 0.9, contractPrefix: 'ASM', mark: 'AS' },
];

const BY_ID = new Map(INSURERS.map((i) => [i.id, i]));

export function findInsurer(id: string): InsurerDef | undefined {
  return BY_ID.get(id);
}

/** The insurer's logo, a generated SVG the sandbox serves (routes/insurance.ts). */
export function insurerLogo(base: string, insurer: InsurerDef): string {
  return `${base}/sandbox/img/insurer/${insurer.id}.svg`;
}
