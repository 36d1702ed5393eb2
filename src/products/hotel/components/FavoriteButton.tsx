'use client';
/** The heart of a hotel (a result card, the hotel page): pressed, the hotel is in the traveller's favourites. */
import { css } from '../../../../styled-system/css';
import type { FavoriteHotel } from '@/products/hotel/model/favorites';
import * as hotelMessages from '@/products/hotel/messages';
import { toggleFavoriteHotel, useFavorite } from './favorites';
import { HeartIcon } from '@/components/ui/icons';

const heart = css({
  fontSize: 'xl',
  lineHeight: 'none',
  color: 'red.10',
  cursor: 'pointer',
  p: '1',
  minW: '8',
  minH: '8',
  borderRadius: 'full',
  _hover: { bg: 'red.2' },
});

export function FavoriteButton({ hotel }: { hotel: FavoriteHotel }) {
  const on = useFavorite(hotel.hotelId);
  return (
    <button
      type="button"
      className={heart}
      aria-pressed={on}
      aria-label={hotelMessages.hotelJourney.favorite(hotel.name)}
      data-testid="favorite"
      onClick={() => toggleFavoriteHotel(hotel)}
    >
      <HeartIcon filled={on} />
    </button>
  );
}
