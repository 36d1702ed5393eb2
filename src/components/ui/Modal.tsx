'use client';
/** The site's modal (Ark UI Dialog with Park UI's dialog or drawer recipe); its code loads when it first opens. */
import { lazyOnOpen } from './lazy-on-open';
import type { ModalProps } from './ArkModal';

export type { ModalProps };
export const Modal = lazyOnOpen<ModalProps>(() => import('./ArkModal').then((m) => m.ArkModal));
