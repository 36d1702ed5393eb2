/** Shapes of the long page copy under src/content (Persian). Pages render them with src/components/content. */

export interface ContentSection {
  heading: string;
  paragraphs?: readonly string[];
  /** A bullet list after the paragraphs. */
  items?: readonly string[];
}

export interface ContentPage {
  /** <title> (the brand is appended by PageMeta). */
  title: string;
  description: string;
  /** The page's <h1>. */
  heading: string;
  /** One paragraph under the heading. */
  intro: string;
  sections: readonly ContentSection[];
  noindex?: boolean;
}

/** A landing page: content plus the lead box it carries. */
export interface LandingPage extends ContentPage {
  lead: { product: string; cityName: string; text?: 'product' | 'ukVisa'; orderId?: number; locationId?: number };
}

/** A help topic, a job or another item reached by a path segment. */
export type ContentBySlug<T extends ContentPage = ContentPage> = Readonly<Record<string, T>>;
