/** The sandbox's insurance inventory: insurers, zones of the site's destinations, plans and their price tables. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@/products/insurance/model/age';
import { TRIP_TIERS } from '@/products/insurance/model/trip';
import { INSURERS } from '@/server/sandbox/data/insurance/insurers';
import { bandPrices, planCatalogue } from '@/server/sandbox/data/insurance/plans';
import { resolveDestination, zoneOfCountry } from '@/server/sandbox/data/insurance/zones';

describe('insurance inventory', () => {
  it('at least 4 insurers, each with a basic and a gold plan in each of the 3 zones', () => {
    expect(INSURERS.length).toBeGreaterThanOrEqual(4);
    const plans = planCatalogue(1405);
    for (const i of INSURERS)
      for (const zone of ['SCHENGEN', 'WORLD_EXCL_US_CA', 'WORLDWIDE'])
        expect(plans.filter((p) => p.insurer.id === i.id && p.zone === zone).map((p) => p.level)).toEqual([1, 2]);
    // A Schengen visa asks for 30 000 euros at least.
    expect(plans.filter((p) => p.zone === 'SCHENGEN').every((p) => p.coverage.ceiling >= 30_000)).toBe(true);
  });

  it.each([
    ['TR', 'WORLD_EXCL_US_CA'],
    ['AE', 'WORLD_EXCL_US_CA'],
    ['GE', 'WORLD_EXCL_US_CA'],
    ['AM', 'WORLD_EXCL_US_CA'],
    ['TH', 'WORLD_EXCL_US_CA'],
    ['MY', 'WORLD_EXCL_US_CA'],
    ['GB', 'WORLD_EXCL_US_CA'],
    ['DE', 'SCHENGEN'],
    ['FR', 'SCHENGEN'],
    ['IT', 'SCHENGEN'],
    ['NL', 'SCHENGEN'],
    ['US', 'WORLDWIDE'],
    ['CA', 'WORLDWIDE'],
  ])('%s needs %s', (country, zone) => {
    expect(zoneOfCountry(country)).toBe(zone);
  });

  it('the site’s destination slugs name their country; Iran and nonsense are refused', () => {
    expect(resolveDestination('tr-istanbul')).toEqual({ countryCode: 'TR', name: 'استانبول', zone: 'WORLD_EXCL_US_CA' });
    expect(resolveDestination('ae-dubai')).toMatchObject({ countryCode: 'AE', name: 'دبی' });
    expect(resolveDestination('ca-toronto')).toMatchObject({ countryCode: 'CA', zone: 'WORLDWIDE' });
    expect(resolveDestination('fr-paris')).toMatchObject({ zone: 'SCHENGEN' });
    expect(resolveDestination('th')).toMatchObject({ countryCode: 'TH', zone: 'WORLD_EXCL_US_CA' });
    expect(resolveDestination('ir-kish')).toBe('home');
    expect(resolveDestination('IR')).toBe('home');
    expect(resolveDestination('zz')).toBe('unknown');
    expect(resolveDestination('')).toBe('unknown');
  });

  it('prices rise with the trip’s length and the age band; a band past the insurer’s age limit has none', () => {
    for (const plan of planCatalogue(1405)) {
      const tiers = TRIP_TIERS.filter((t) => t.minDays <= plan.maxTripDays).map((t) => bandPrices(plan, t));
      for (const [i, bands] of tiers.entries()) {
        const adult = bands.find((b) => b.band === '13-65')?.price ?? 0;
        if (i > 0) expect(adult).toBeGreaterThan(tiers[i - 1]?.find((b) => b.band === '13-65')?.price ?? 0);
        for (const b of bands) {
          const band = AGE_BANDS.find((x) => x.id === b.band)!;
          if (band.minAge > plan.maxAge) expect(b.price).toBeNull();
          else expect(b.price && b.price % 10_000).toBe(0);
        }
      }
      // Past the plan's longest trip nothing is sold.
      const past = TRIP_TIERS.find((t) => t.minDays > plan.maxTripDays);
      if (past) expect(bandPrices(plan, past).every((b) => b.price === null)).toBe(true);
    }
  });

  it('is a pure function of the seed: no Math.random, no Date.now in its files', () => {
    const dir = join(import.meta.dirname, '../../../src/server/sandbox/data/insurance');
    for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f), 'utf8')).not.toMatch(/Math\.random|Date\.now|new Date\(\)/);
    expect(planCatalogue(9)).not.toEqual(planCatalogue(10));
    expect(planCatalogue(9).map((p) => p.id)).toEqual(planCatalogue(10).map((p) => p.id));
  });
});
