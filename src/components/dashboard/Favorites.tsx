'use client';
import { useEffect, useState } from 'react';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { Empty } from './ui';

export interface FavoriteHotel {
  hotelId: number;
  name: string;
  href: string;
  city?: string;
}

/** Favourite hotels are stored in this browser under `sfn-favorites` (the hotel card adds them). */
export const FAVORITES_KEY = 'sfn-favorites';

export function Favorites() {
  const [items, setItems] = useState<FavoriteHotel[] | null>(null);
  useEffect(() => {
    try {
      const raw = JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? '[]') as unknown;
      setItems(
        Array.isArray(raw)
          ? (raw as FavoriteHotel[]).filter((x) => x && typeof x.name === 'string' && typeof x.href === 'string' && x.href.startsWith('/'))
          : [],
      );
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
