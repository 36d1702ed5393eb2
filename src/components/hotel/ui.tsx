'use client';
/**
 * The results pages' modal (Ark UI Dialog with the Park UI recipe): the expiry, lead, filter and change-search
 * dialogs. Its code loads when one first opens; all are closed when the results first show.
 */
import { lazyOnOpen } from '../ui/lazy-on-open';
import type { ModalProps } from './ark-modal';

export const Modal = lazyOnOpen<ModalProps>(() => import('./ark-modal').then((m) => m.ArkModal));
