import { Suspense } from 'react';
import { ProductHome } from '@/components/content/ProductHome';
import { FlightSuggestions } from '@/products/flight/components/home/FlightSuggestions';
import { FlightSearchForm } from '@/products/flight/components/search/FlightSearchForm';
import { currentDay } from '@/server/clock';
import { displayCurrency } from '@/server/display-currency';

/** /flight: the search form, then the suggested and most-searched flights streamed in (issue 49 point 9). */
export default async function ProductHomePage() {
  // The suggestions' prices in the viewer's currency (resolved for the layout already: no wait of its own).
  const money = await displayCurrency();
  return (
    <ProductHome
      product="flight"
      form={
        <>
          <FlightSearchForm today={currentDay()} />
          <Suspense fallback={null}>
            <FlightSuggestions money={money} />
          </Suspense>
        </>
      }
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
