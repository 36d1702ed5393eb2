/** Tours: the search form and the summary texts. */
import { productForms } from '@/lib/messages';

export const tourForm = {
  /** The product's Persian name, as the lead box and the problem page say it. */
  name: 'تور',
  title: 'جستجوی تور',
  dates: productForms.dates,
  start: productForms.departure,
  end: productForms.return,
} as const;
