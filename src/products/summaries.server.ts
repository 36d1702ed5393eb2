/**
 * The products whose results page is still a summary of the search (nothing is searched upstream): tours. Each is a
 * server definition with only its summary page (the same rule as its page, the product's own search problem in
 * src/products/<id>/model, decides the edge's 400). Each product's own issue replaces its entry here with a server
 * product of its own.
 */
import type { IsoDate } from '@/lib/dates';
import type { Query } from '@/lib/query';
import { tourSearchProblem } from '@/products/tour/model/search';
import type { ServerProduct } from '@/server/product';

type Problem = (place: string, query: Query, today: IsoDate) => string | null;

function summary(id: string, path: RegExp, problem: Problem): ServerProduct {
  return { id, orderProduct: id, summaryPages: [{ path, problem }] };
}

export const SUMMARY_PRODUCTS: readonly ServerProduct[] = [summary('tour', /^\/tour\/([^/]+)\/?$/, tourSearchProblem)];
