'use client';
/**
 * The hotel search form behind a static stand-in (HotelSearchFormPreview): the form's code (combobox, rooms popover,
 * their positioning and focus code: most of a form page's JavaScript) is not part of the page's first JavaScript, nor
 * of its hydration. The real form takes the preview's place when the traveller reaches for it (hover, focus, touch,
 * press; the focus or press that woke it is repeated on the same control of the real one, so one click is enough).
 * Not when the page is idle: the real form's first render (its combobox and popover machines, each with synchronous
 * re-renders on mount) and its modules' evaluation were most of /hotel's Total Blocking Time on a slow phone, for a
 * form a visitor may never touch (issue 15). Used by the results page's search bar and by /hotel and
 * /hotel/{destination}.
 */
import {
  Suspense,
  lazy,
  startTransition,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { css } from '../../../../../styled-system/css';
import type { HotelSearchFormData, HotelSearchFormVariant } from './HotelSearchForm';
import { type HotelFormField, HotelSearchFormPreview, hotelFormControl, previewField } from './HotelSearchFormPreview';
import { whenIdle } from '@/components/ui/idle';
import { useHydrated } from '@/components/ui/use-hydrated';

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
  // Letters typed into the preview's (read-only) destination before the real combobox is there: nothing typed is lost.
  // (A press of Enter or Space on one of its buttons is repeated as a click, like a pointer's press.)
  const typed = useRef('');
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
      // Repeated as a press, the destination's included: its list opens on a click, not on a focus.
      wake(e.button === 0 && field !== null ? { field, action: 'click' } : { field, action: 'load' });
    },
    onKeyDown: (e: KeyboardEvent) => {
      const field = previewField(e.target);
      if (!field || e.ctrlKey || e.metaKey || e.altKey) return;
      if (field === 'destination') {
        if (e.key.length !== 1) return;
        typed.current += e.key;
        wake({ field, action: 'focus' });
      } else if (e.key === 'Enter' || e.key === ' ') {
        // A button pressed from the keyboard: pressed again on the real one.
        e.preventDefault();
        wake({ field, action: 'click' });
      }
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
    const text = typed.current;
    typed.current = '';
    if (text && control instanceof HTMLInputElement && document.activeElement === control) typeInto(control, text);
  };
  return { active, handlers, replay };
}

/** Appends `text` to a React-controlled input as typing would (the value through the native setter, then `input`). */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The form's code (not its render) loads once the browser is idle after the visitor's first sign of life on the page
 * (a pointer move, touch, wheel, scroll or key): a reach for the form then costs its render only. A page nobody
 * touches never loads it.
 */
function warmOnFirstActivity() {
  const events = ['pointermove', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;
  let cancel: (() => void) | undefined;
  const warm = () => {
    stop();
    cancel = whenIdle(() => void loadHotelSearchForm().catch(() => undefined));
  };
  const stop = () => {
    for (const type of events) removeEventListener(type, warm, { capture: true });
  };
  for (const type of events) addEventListener(type, warm, { capture: true, passive: true, once: true });
  return () => {
    stop();
    cancel?.();
  };
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
  onSubmitted,
}: {
  data: HotelSearchFormData;
  variant: HotelSearchFormVariant;
  eager?: boolean;
  onSubmitted?: () => void;
}) {
  const { active, handlers, replay } = useDeferredForm(eager);
  useEffect(warmOnFirstActivity, []);
  const root = useRef<HTMLDivElement>(null);
  // Marks the preview as listening (tests reach for it once, not in a loop racing hydration).
  const hydrated = useHydrated();
  const preview = <HotelSearchFormPreview data={data} variant={variant} hydrated={hydrated} {...handlers} />;
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
