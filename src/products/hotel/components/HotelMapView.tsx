'use client';
/**
 * The map page's body: every streamed (and filtered) hotel as a marker on Leaflet, beside a list of the same hotels.
 * Tiles come only from the configured URL template (MAP_TILE_URL; none by default, as the CSP allows no foreign
 * hosts): without tiles the markers still sit at their coordinates on a plain background and the list works.
 * Markers are divIcons (no images), so Leaflet's CDN-relative marker images are never requested.
 * Leaflet's stylesheet loads with its script, when a map is shown: the results list shares this component's chunk,
 * and a static import made the map's 6.5 KB of CSS render-blocking on every results page (issue 15).
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { css } from '../../../../styled-system/css';
import * as hotelMessages from '@/products/hotel/messages';
import { useMoney } from '@/components/money/MoneyProvider';
import { Stars } from './HotelCard';
import { hotelDetailHref } from './HotelResults';
import { useResults } from './store';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function HotelMapView() {
  const { init, store } = useResults();
  const snap = useSnapshot(store);
  const money = useMoney();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: LeafletMap; L: typeof import('leaflet'); markers: Map<number, Marker> } | null>(null);
  // Bumped when the map library has loaded, so the marker effect runs again.
  const [, setMapReady] = useState(0);
  const hotels = snap.ids.map((id) => snap.items.get(id)).filter((h) => h !== undefined);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([mod]) => {
      const L = (mod as unknown as { default?: typeof import('leaflet') }).default ?? (mod as typeof import('leaflet'));
      if (cancelled || !box.current) return;
      const m = L.map(box.current, { zoomControl: true, attributionControl: Boolean(init.tileUrl) }).setView([26.53, 53.98], 12);
      if (init.tileUrl) L.tileLayer(init.tileUrl, { maxZoom: 19 }).addTo(m);
      map.current = { map: m, L, markers: new Map() };
      setMapReady((n) => n + 1);
    });
    return () => {
      cancelled = true;
      map.current?.map.remove();
      map.current = null;
    };
  }, [init.tileUrl]);

  // Keep the markers equal to the filtered hotels.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const wanted = new Set(hotels.map((h) => h.hotelId));
    for (const [id, marker] of m.markers) {
      if (!wanted.has(id)) {
        marker.remove();
        m.markers.delete(id);
      }
    }
    for (const h of hotels) {
      if (m.markers.has(h.hotelId) || !Number.isFinite(h.location.latitude)) continue;
      const price = money.amount(h.minimumPackagePrice);
      const icon = m.L.divIcon({
        className: 'hotel-marker',
        html: `<span>${escapeHtml(price)}</span>`,
        iconSize: [88, 26],
        iconAnchor: [44, 26],
      });
      const marker = m.L.marker([h.location.latitude, h.location.longitude], { icon, title: h.name, alt: h.name, keyboard: true })
        .bindPopup(
          `<strong>${escapeHtml(h.name)}</strong><br>${escapeHtml(money.format(h.minimumPackagePrice))}<br><a href="${escapeHtml(hotelDetailHref(init, h, snap.searchInfo?.searchId ?? null))}" target="_blank" rel="noopener">${hotelMessages.hotelResults.details}</a>`,
        )
        .addTo(m.map);
      m.markers.set(h.hotelId, marker);
    }
    if (box.current) box.current.dataset['markers'] = String(m.markers.size);
  });

  // Fit all markers once the first ones arrive.
  const fitted = useRef(false);
  useEffect(() => {
    const m = map.current;
    if (!m || fitted.current || hotels.length === 0) return;
    fitted.current = true;
    m.map.fitBounds(m.L.latLngBounds(hotels.map((h) => [h.location.latitude, h.location.longitude])), { padding: [24, 24] });
  });

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[minmax(0, 1fr) 320px]' }, gap: '4' })}>
      {/* biome-ignore lint/a11y/useSemanticElements: Leaflet owns this box's children; a named region landmark is what it is. */}
      <div
        ref={box}
        data-testid="hotel-map"
        role="region"
        aria-label={hotelMessages.hotelSearch.showOnMap}
        className={css({
          h: { base: '[60vh]', md: '[75vh]' },
          bg: 'gray.3',
          borderRadius: 'l3',
          overflow: 'hidden',
          '& .hotel-marker span': {
            display: 'inline-block',
            bg: 'primary.default',
            color: 'white',
            fontSize: 'xs',
            fontWeight: 'bold',
            px: '2',
            py: '1',
            borderRadius: 'full',
            whiteSpace: 'nowrap',
            boxShadow: 'md',
          },
        })}
      />
      <ol
        aria-label={hotelMessages.hotelResults.mapList}
        data-testid="map-list"
        className={css({
          listStyle: 'none',
          maxH: { md: '[75vh]' },
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
        })}
      >
        {hotels.map((h) => (
          <li
            key={h.hotelId}
            data-hotel-id={h.hotelId}
            className={css({ bg: 'white', p: '3', borderRadius: 'l2', borderWidth: '1px', borderColor: 'border.default' })}
          >
            <button
              type="button"
              className={css({ textAlign: 'start', w: 'full', cursor: 'pointer' })}
              onClick={() => {
                const marker = map.current?.markers.get(h.hotelId);
                if (marker && map.current) {
                  map.current.map.setView(marker.getLatLng(), Math.max(map.current.map.getZoom(), 14));
                  marker.openPopup();
                }
              }}
            >
              <span className={css({ fontWeight: 'semibold', display: 'block' })}>{h.name}</span>
              <Stars count={h.star} />{' '}
              <span className={css({ color: 'primary.default', fontWeight: 'bold' })}>{money.format(h.minimumPackagePrice)}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
