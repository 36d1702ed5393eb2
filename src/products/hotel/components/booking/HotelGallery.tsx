import { css } from '../../../../../styled-system/css';
import type { HotelDetails } from '@/products/hotel/server/upstream/details';

/**
 * The hotel's photos: the first large, the next four as a grid (server component, lazy below the fold). Each frame's
 * shape is fixed by CSS (3:2, the common photo shape), and a photo of another shape is cropped to it: with only the
 * width/height attributes, a photo's own shape replaced theirs when it arrived (the sandbox's 480 × 320 under 640 × 400
 * moved everything below the gallery by 15 px on a phone).
 */
export function HotelGallery({ hotel }: { hotel: HotelDetails }) {
  const [first, ...rest] = hotel.images;
  if (!first) return null;
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' },
        gap: '2',
        borderRadius: 'l3',
        overflow: 'hidden',
      })}
    >
      <img
        src={first.path}
        alt={first.name || hotel.persianName}
        width={640}
        height={427}
        className={css({
          width: 'full',
          height: 'full',
          objectFit: 'cover',
          // On wider screens it spans the two rows of small photos, whose frames set its height.
          aspectRatio: { base: '3 / 2', md: 'auto' },
          gridRow: { md: 'span 2' },
        })}
      />
      {rest.slice(0, 4).map((img, i) => (
        <img
          key={img.path}
          src={img.path}
          alt={img.name || `${hotel.persianName} – تصویر ${i + 2}`}
          width={320}
          height={213}
          loading="lazy"
          className={css({ width: 'full', aspectRatio: '3 / 2', objectFit: 'cover', hideBelow: 'md' })}
        />
      ))}
    </div>
  );
}
