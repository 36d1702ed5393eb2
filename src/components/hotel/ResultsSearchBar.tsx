'use client';
/**
 * The search form's place on the results page: sticky on desktop; on mobile a summary with «تغییر جستجو» that opens a
 * full-screen dialog. The form (combobox, rooms popover, their positioning and focus code) is not part of the page's
 * JavaScript: a static preview stands in for it until the traveller reaches for it (hover, focus, touch, press) or
 * presses «تغییر جستجو»; then its module loads and the real form takes the preview's place. A focus or press that
 * woke the form is repeated on the same control of the real one, so one click is enough.
 */
import { Suspense, lazy, startTransition, useEffect, useRef, useState, useTransition, type FocusEvent, type PointerEvent } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import type { HotelSearchFormData, HotelSearchFormVariant } from '../search/HotelSearchForm';
import { type HotelFormField, HotelSearchFormPreview, hotelFormControl, previewField } from '../search/HotelSearchFormPreview';
import { SearchLoading } from './SearchLoading';
import { NEW_SEARCH_EVENT } from './store';

const loadForm = () => import('../search/HotelSearchForm');
const LazyHotelSearchForm = lazy(() => loadForm().then((m) => ({ default: m.HotelSearchForm })));
// Ark's Dialog is loaded with the first «تغییر جستجو», not with the page.
const loadModal = () => import('../ui/Modal');
const LazyModal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

/** What to repeat on the real form once it is there: a press outranks a focus, which outranks a hover. */
interface Intent {
  field: HotelFormField | null;
  action: 'load' | 'focus' | 'click';
}
const RANK: Record<Intent['action'], number> = { load: 0, focus: 1, click: 2 };

function useDeferredForm(eager: boolean) {
  const [active, setActive] = useState(eager);
  const pending = useRef<Intent | null>(null);
  const wake = (next: Intent) => {
    if (!pending.current || RANK[next.action] >= RANK[pending.current.action]) pending.current = next;
    // A transition keeps the preview on screen (not the Suspense fallback's copy of it) while the module loads.
    if (!active) startTransition(() => setActive(true));
  };
  const handlers = {
    onPointerEnter: () => wake({ field: null, action: 'load' }),
    onTouchStart: () => wake({ field: null, action: 'load' }),
    onFocus: (e: FocusEvent) => wake({ field: previewField(e.target), action: 'focus' }),
    onPointerDown: (e: PointerEvent) => {
      const field = previewField(e.target);
      // The destination needs no replayed press: the focus that comes with it is repeated.
      const click = e.button === 0 && field !== null && field !== 'destination';
      wake(click ? { field, action: 'click' } : { field, action: 'load' });
    },
  };
  /** Runs once the real form is in `root`. */
  const replay = (root: Element) => {
    const intent = pending.current;
    pending.current = null;
    if (!intent?.field) return;
    const control = hotelFormControl(root, intent.field);
    if (!control) return;
    // The preview's focused control has just left the page; don't take the focus from anywhere the traveller went.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (intent.action === 'click') {
      control.focus();
      control.click();
    } else if (intent.action === 'focus' && focusLost) control.focus();
  };
  return { active, handlers, replay };
}

/** Calls `run` after the siblings before it (the lazily loaded form) have mounted and run their effects. */
function AfterMount({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount (the form mounts once; `run` only reads refs, a new closure each render).
  useEffect(() => run(), []);
  return null;
}

/**
 * The preview until intent, then the real form. `eager`: load at once (the dialog, opened on purpose); a focus that
 * lands on the preview meanwhile is still carried over.
 */
function DeferredForm({
  data,
  variant,
  eager = false,
  onSubmitted,
}: {
  data: HotelSearchFormData;
  variant: HotelSearchFormVariant;
  eager?: boolean;
  onSubmitted?: () => void;
}) {
  const { active, handlers, replay } = useDeferredForm(eager);
  const root = useRef<HTMLDivElement>(null);
  const preview = <HotelSearchFormPreview data={data} variant={variant} {...handlers} />;
  return (
    <div ref={root} className={css({ display: 'contents' })}>
      <Suspense fallback={preview}>
        {active ? (
          <>
            <LazyHotelSearchForm {...data} variant={variant} onSubmitted={onSubmitted} />
            <AfterMount run={() => root.current && replay(root.current)} />
          </>
        ) : (
          preview
        )}
      </Suspense>
    </div>
  );
}

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
  const prefetch = () => Promise.all([loadForm(), loadModal()]);
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
        <DeferredForm data={form} variant="sticky" onSubmitted={startSearch} />
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
          {messages.hotelSearch.changeSearch}
        </button>
        {dialogUsed ? (
          <Suspense fallback={null}>
            <LazyModal open={open} onOpenChange={setOpen} title={messages.results.searchFormSlot} fullScreen>
              <DeferredForm data={form} variant="dialog" eager onSubmitted={startSearch} />
            </LazyModal>
          </Suspense>
        ) : null}
      </div>
      {submittedFrom === form ? <SearchLoading /> : null}
    </>
  );
}
