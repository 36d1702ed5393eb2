'use client';
/**
 * The site's modal (see `./ArkModal` for its options). Pages show no dialog when they load, so Ark UI's Dialog stays
 * out of the first download: its code loads when a dialog first opens (the results page's expiry, lead, filters and
 * search-form dialogs included).
 */
import type { ModalProps } from './ArkModal';
import { lazyOnOpen } from './lazy-on-open';

export type { ModalProps };
export const Modal = lazyOnOpen<ModalProps>(() => import('./ArkModal').then((m) => m.ArkModal));
