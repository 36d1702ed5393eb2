import { cyrb53 } from '@/lib/hash';

/**
 * The results shell keys results by number; a supplier flight id is text (`W5-1061-…`). A 53-bit hash (cyrb53) of
 * the id is that number: the same id gives the same number on the server, in the page and in the workers, and a
 * collision among a search's few thousand flights is about one in 10^9.
 */
export function flightNumericId(id: string): number {
  return cyrb53(id);
}
