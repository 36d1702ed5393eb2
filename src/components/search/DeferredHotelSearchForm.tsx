'use client';
/**
 * The hotel search form behind a static stand-in (HotelSearchFormPreview): the form's code (combobox, rooms popover,
 * their positioning and focus code: most of a form page's JavaScript) is not part of the page's first JavaScript, nor
 * of its hydration. The real form takes the preview's place when the traveller reaches for it (hover, focus, touch,
 * press; the focus or press that woke it is repeated on the same control of the real one, so one click is enough),
 * or, with `whenIdle`, as soon as the browser is idle after the page loaded (the hotel home page: its form is the
 * page, so it is real before a traveller's first tap in nearly every case). Used by the results page's search bar
 * and by /hotel and /hotel/{destination}.
 */
import { Suspense, lazy, startTransition, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { css } from '../../../styled-system/css';
import type { HotelSearchFormData, HotelSearchFormVariant } from './HotelSearchForm';
import { type HotelFormField, HotelSearchFormPreview, hotelFormControl, previewField } from './HotelSearchFormPreview';
import { whenIdle } from '../ui/idle';

export const loadHotelSearchForm = () => import('./HotelSearchForm');
const LazyHotelSearchForm = lazy(() => loadHotelSearchForm().then((m) => ({ default: m.HotelSearchForm })));

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
  return { active, handlers, replay, wake };
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
export function DeferredHotelSearchForm({
  data,
  variant,
  eager = false,
  idle = false,
  onSubmitted,
}: {
  data: HotelSearchFormData;
  variant: HotelSearchFormVariant;
  eager?: boolean;
  /** Load the real form once the browser is idle after the page loaded, without waiting for intent. */
  idle?: boolean;
  onSubmitted?: () => void;
}) {
  const { active, handlers, replay, wake } = useDeferredForm(eager);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration (`wake` is a new closure each render).
  useEffect(() => (idle ? whenIdle(() => wake({ field: null, action: 'load' })) : undefined), [idle]);
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
