'use client';
/**
 * A result card's image strip (swiped or scrolled sideways). Only the first image is loaded with the page: the others
 * are same-sized placeholders until the traveller shows interest in this strip (pointer over it, a touch, keyboard
 * focus or a scroll), so a results page does not download, and a phone does not decode, three unseen photos per card.
 * The placeholders keep the strip's scroll width, so a swipe that starts on one still scrolls.
 *
 * Every photo loads lazily, the first screen's too, and none is preloaded: the browser asks for a photo once the
 * card has been laid out, so the photos' responses, decoding and repaints come after the frame that first shows the
 * cards instead of inside it. With the first three cards' photos eager and preloaded (React hoists a preload for an
 * eager high-priority image), they arrived while the browser revealed the first round, and the first card reached
 * the screen 15 ms later on this 2-core VM and 19 ms later slowed to a benchmarkIndex of ~1 300 (paired runs, issue
 * 15). The photo (the page's LCP) came no later in Chromium, nor in Lighthouse's simulation.
 */
import { useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import * as hotelMessages from '@/products/hotel/messages';
import type { HotelResult } from '@/products/hotel/server/upstream/search';

const styles = {
  gallery: css({
    display: 'flex',
    overflowX: 'auto',
    scrollSnapType: '[x mandatory]',
    bg: 'gray.3',
    minH: '0',
    minW: '0',
    _focusVisible: { outlineWidth: '[2px]', outlineStyle: 'solid', outlineColor: 'primary.default' },
  }),
  image: css({ flex: '[0 0 100%]', w: 'full', h: 'full', objectFit: 'cover', scrollSnapAlign: 'start' }),
  placeholder: css({ bg: 'gray.4' }),
};

export function CardGallery({ hotel, count }: { hotel: HotelResult; count: number }) {
  const [armed, setArmed] = useState(false);
  const arm = armed ? undefined : () => setArmed(true);
  return (
    // Focusable so keyboards can scroll it too (a scrollable region must be, for keyboard users).
    // biome-ignore lint/a11y/useSemanticElements: a scrolling strip of images, not a form section; role=group names it.
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls sideways, and only a focusable box scrolls by keyboard.
      tabIndex={0}
      role="group"
      aria-label={hotelMessages.hotelResults.images(hotel.name)}
      className={styles.gallery}
      onPointerEnter={arm}
      onTouchStart={arm}
      onFocus={arm}
      onScroll={arm}
      data-gallery={armed ? 'loaded' : 'first'}
    >
      {hotel.images
        .slice(0, count)
        .map((img, i) =>
          i === 0 || armed ? (
            <img
              key={img.path}
              src={img.path}
              alt={i === 0 ? img.name : ''}
              loading="lazy"
              decoding="async"
              width={240}
              height={220}
              className={styles.image}
            />
          ) : (
            <span key={img.path} className={cx(styles.image, styles.placeholder)} />
          ),
        )}
    </div>
  );
}
