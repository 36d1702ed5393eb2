/**
 * Issue 49 point 8: `/flight/preprovision` is the flight's provision step — the trip in the session's basket goes on
 * to its passengers form (none given yet) or its review (passengers given); no trip, the flight search.
 */
import { describe, expect, it } from 'vitest';
import { flightItem } from '../../fixtures/flight-orders';
import type { BasketDoc } from '@/server/basket/model';
import { flightProvisionStep } from '@/products/flight/server/confirm';

const THR = { iata: 'THR', city: 'تهران', cityEnglishName: 'Tehran', airportName: 'مهرآباد', countryCode: 'IR' };
const MHD = { iata: 'MHD', city: 'مشهد', cityEnglishName: 'Mashhad', airportName: 'شهید هاشمی‌نژاد', countryCode: 'IR' };

function basket(passengers: unknown[] | null): BasketDoc {
  const details = flightItem({ flightId: 'F20261220-THRMHD-452', origin: THR, destination: MHD });
  const vehicles =
    passengers === null
      ? []
      : [
          {
            key: 'flight:outbound',
            leg: 'outbound',
            searchToken: 't',
            counts: { adult: 1, child: 0, infant: 0 },
            details,
            passengers,
            provision: null,
          },
        ];
  return [{ typeInfos: { vehicles, hotels: [] }, passengerInfos: [], searchInfo: null }] as unknown as BasketDoc;
}

describe('the flight provision step (/flight/preprovision)', () => {
  it('no basket, or a basket without a flight: the flight search', () => {
    expect(flightProvisionStep(null)).toBe('/flight');
    expect(flightProvisionStep(basket(null))).toBe('/flight');
  });

  it('a trip without passengers: its passengers form', () => {
    expect(flightProvisionStep(basket([]))).toBe('/flight/THR-MHD/passengers');
  });

  it('a trip with its passengers: the review, which provisions and books', () => {
    expect(flightProvisionStep(basket([{ type: 'adult' }]))).toBe('/checkout/review');
  });
});
