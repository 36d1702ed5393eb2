import { css } from '../../../styled-system/css';
import type { HotelDetails } from '@/server/upstream/hotel-details';

/** The hotel's photos: the first large, the next four as a grid (server component, lazy below the fold). */
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
        height={400}
        className={css({ width: 'full', height: 'full', objectFit: 'cover', gridRow: { md: 'span 2' } })}
      />
      {rest.slice(0, 4).map((img, i) => (
        <img
          key={img.path}
          src={img.path}
          alt={img.name || `${hotel.persianName} – تصویر ${i + 2}`}
          width={320}
          height={198}
          loading="lazy"
          className={css({ width: 'full', height: 'full', objectFit: 'cover', hideBelow: 'md' })}
        />
      ))}
    </div>
  );
}
