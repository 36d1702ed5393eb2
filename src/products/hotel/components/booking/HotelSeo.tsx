/** A hotel page's canonical link, Open Graph tags and schema.org Hotel (server component; React hoists to <head>). */
import { type HotelSeoFacts, hotelCanonicalUrl, hotelJsonLd, jsonLdText } from '@/products/hotel/model/seo';

export function HotelSeo({
  hotel,
  title,
  description,
  origin,
}: {
  hotel: HotelSeoFacts;
  title: string;
  description: string;
  origin: string;
}) {
  const url = hotelCanonicalUrl(hotel, origin);
  const image = hotel.images[0]?.path;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content="fa_IR" />
      {image ? <meta property="og:image" content={new URL(image, origin).href} /> : null}
      {/* A data block, never executed (no nonce needed under the CSP). As raw text: React would entity-escape the quotes. */}
      <script
        type="application/ld+json"
        data-testid="hotel-jsonld"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, not markup; jsonLdText escapes every `<`, so the text cannot end the element.
        dangerouslySetInnerHTML={{ __html: jsonLdText(hotelJsonLd(hotel, origin)) }}
      />
    </>
  );
}
