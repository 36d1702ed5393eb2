/** The catalogue's categories (the supplier's codes; model/ cannot import the server's schemas). */
export const ATTRACTION_CATEGORIES = ['museum', 'park', 'tour', 'show', 'waterPark'] as const;
export type AttractionCategoryCode = (typeof ATTRACTION_CATEGORIES)[number];
