/** The popular (offline) destination lists: domestic and foreign cities, highest priority first (spec 001 §4). */

interface Prioritised {
  priority: number;
}

export interface PopularLists<T extends Prioritised> {
  domestic: T[];
  international: T[];
}

const byPriority = (a: Prioritised, b: Prioritised) => b.priority - a.priority;

/** Both lists sorted by priority, highest first (copies; the input is left as it was). */
export function popularFirst<T extends Prioritised>(lists: PopularLists<T>): PopularLists<T> {
  return { domestic: [...lists.domestic].sort(byPriority), international: [...lists.international].sort(byPriority) };
}
