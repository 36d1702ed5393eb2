/**
 * The cover zones insurers sell: Schengen only, the world without the USA and Canada (whose medical costs are priced
 * apart), and the whole world. A wider zone covers every narrower one, so a trip to Germany is covered by all three
 * and a trip to Canada only by a worldwide plan.
 */
export const ZONE_IDS = ['SCHENGEN', 'WORLD_EXCL_US_CA', 'WORLDWIDE'] as const;
export type ZoneId = (typeof ZONE_IDS)[number];

/** Narrowest first. */
const WIDTH: Record<ZoneId, number> = { SCHENGEN: 0, WORLD_EXCL_US_CA: 1, WORLDWIDE: 2 };

/** Whether a plan sold for `planZone` covers a trip that needs `tripZone`. */
export function zoneCovers(planZone: ZoneId, tripZone: ZoneId): boolean {
  return WIDTH[planZone] >= WIDTH[tripZone];
}
