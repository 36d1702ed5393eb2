'use client';
/**
 * The search form's place on the results page: sticky on desktop; on mobile a summary with «تغییر جستجو» that opens a
 * full-screen dialog. The form's code is not part of the page's JavaScript (search/DeferredHotelSearchForm): a static
 * preview stands in for it until the traveller reaches for it or presses «تغییر جستجو».
 */
import { Suspense, lazy, startTransition, useEffect, useRef, useState, useTransition } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { DeferredHotelSearchForm, loadHotelSearchForm } from './search/DeferredHotelSearchForm';
import type { HotelSearchFormData } from './search/HotelSearchForm';
import { SearchLoadingDialog } from '@/components/results/SearchLoadingDialog';
import { hotelSearchLoading } from './search-loading';
import { NEW_SEARCH_EVENT } from './store';

// Ark's Dialog is loaded with the first «تغییر جستجو», not with the page.
const loadModal = () => import('@/components/ui/Modal');
const LazyModal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

/** The sticky form's height, for what sticks below it (the filters column in HotelResultsSection). */
const RESULTS_FORM_HEIGHT_VAR = '--results-form-h';

/**
 * Publishes the sticky form's height while it is shown, so the filters column sticks below it instead of under it
 * (the form is taller where its fields wrap, and grows when the real form replaces the preview).
 */
function useStickyHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(RESULTS_FORM_HEIGHT_VAR, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(RESULTS_FORM_HEIGHT_VAR);
    };
  }, []);
  return ref;
}

export function ResultsSearchBar({ summary, form }: { summary: string; form: HotelSearchFormData }) {
  const [open, setOpen] = useState(false);
  const stickyRef = useStickyHeight();
  // The search submitted from this page's form: the dialog shows until the next page brings a new `form`.
  const [submittedFrom, setSubmittedFrom] = useState<HotelSearchFormData | null>(null);
  const startSearch = () => {
    setOpen(false);
    setSubmittedFrom(form);
    window.dispatchEvent(new Event(NEW_SEARCH_EVENT));
  };
  // Once opened, the dialog stays mounted (closed) so Ark can play its exit.
  const [dialogUsed, setDialogUsed] = useState(false);
  const [opening, startOpening] = useTransition();
  const prefetch = () => Promise.all([loadHotelSearchForm(), loadModal()]);
  return (
    <>
      <div
        ref={stickyRef}
        data-slot="hotel-search-form"
        className={css({
          display: { base: 'none', md: 'block' },
          position: 'sticky',
          insetBlockStart: '0',
          zIndex: 'sticky',
          bg: 'white',
          p: '4',
          mb: '4',
          borderRadius: 'l3',
          borderWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <DeferredHotelSearchForm data={form} variant="sticky" onSubmitted={startSearch} />
      </div>
      <div
        className={css({
          display: { base: 'flex', md: 'none' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          bg: 'white',
          p: '3',
          mb: '4',
          borderRadius: 'l3',
        })}
      >
        <p className={css({ fontSize: 'sm' })}>{summary}</p>
        <button
          type="button"
          className={button({ size: 'sm', variant: 'outline' })}
          aria-busy={opening || undefined}
          onPointerDown={() => void prefetch()}
          onTouchStart={() => void prefetch()}
          // The dialog opens once its code and the form's are here, so it opens with the real form in it.
          onClick={() =>
            startOpening(async () => {
              await prefetch();
              startTransition(() => {
                setDialogUsed(true);
                setOpen(true);
              });
            })
          }
        >
          {messages.results.changeSearch}
        </button>
        {dialogUsed ? (
          <Suspense fallback={null}>
            <LazyModal open={open} onOpenChange={setOpen} title={hotelMessages.hotelResults.searchFormSlot} fullScreen>
              <DeferredHotelSearchForm data={form} variant="dialog" eager onSubmitted={startSearch} />
            </LazyModal>
          </Suspense>
        ) : null}
      </div>
      {submittedFrom === form ? <SearchLoadingDialog {...hotelSearchLoading} /> : null}
    </>
  );
}
