'use client';
import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { FAVORITES_KEY, type FavoriteHotel, parseFavorites } from '../model/favorites';
import * as messages from '@/lib/messages';
import { Empty } from '@/components/dashboard/ui';

export function Favorites() {
  const [items, setItems] = useState<FavoriteHotel[] | null>(null);
  useEffect(() => {
    // The hearts on the hotel cards and pages add them (src/products/hotel/model/favorites.ts).
    try {
      setItems(parseFavorites(localStorage.getItem(FAVORITES_KEY)));
    } catch {
      setItems([]);
    }
  }, []);
  if (items === null) return <p className={css({ color: 'fg.muted' })}>{messages.common.loading}</p>;
  if (items.length === 0) return <Empty>{messages.dash.noFavorites}</Empty>;
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {items.map((f) => (
        <li
          key={f.hotelId}
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            p: '3',
            borderWidth: '1px',
            borderColor: 'border.subtle',
            borderRadius: 'l2',
          })}
        >
          <a href={f.href} className={css({ color: 'primary.text', fontWeight: 'medium' })}>
            {f.name}
          </a>
          {f.city ? <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{f.city}</span> : null}
        </li>
      ))}
    </ul>
  );
}
