/** The product's search form under its tab on the home page (issue 48): the same form as its own home. */
import { InsuranceSearchSection } from './SearchSection';

export default async function HomeSearch() {
  return <InsuranceSearchSection />;
}
