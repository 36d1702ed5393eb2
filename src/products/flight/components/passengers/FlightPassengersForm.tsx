'use client';
/**
 * The flight passengers step's form (issue 14; contracts §4): one fieldset per searched passenger by type, a leader,
 * the contact. It validates with the same function the edge runs (src/products/flight/model/passengers.ts), shows each message
 * under its field and moves focus to the first one; it keeps every keystroke in sessionStorage under `storageKey`
 * and restores it on reload, so nothing typed is lost on an error, a refused submit or a reload.
 * The page that mounts it (checkout-core) sends the value to the edge in `onSubmit`; field errors the edge answers
 * with come back through the returned `{ errors }`.
 */
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { ArkLocale } from '@/components/ui/ArkLocale';
import { useSessionDraft } from '@/components/checkout/session-draft';
import {
  type FlightPassengerContext,
  type FlightPassengersInput,
  type SavedPassenger,
  validateFlightPassengers,
} from '@/products/flight/model/passengers';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import type { FieldErrors } from '@/lib/validate';
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes';
import { ContactFieldset } from './ContactFieldset';
import {
  clearError,
  type FormAction,
  firstErrorPath,
  formLevelErrors,
  initialFormState,
  reduceForm,
  restoreForm,
  serializeForm,
  slotHeadings,
  toInput,
} from './model';
import { PassengerFieldset } from './PassengerFieldset';

export interface FlightPassengersFormProps {
  context: FlightPassengerContext;
  /** sessionStorage key of this trip's typed form (e.g. the route and the basket id). */
  storageKey: string;
  /** A logged-in traveller's saved passengers (or an agent's list): pickable per slot. Undefined for a guest. */
  saved?: SavedPassenger[];
  /** Sends the valid, normalised value; answers field errors (same paths as the validator's) when refused. */
  // biome-ignore lint/suspicious/noConfusingVoidType: the contract's signature: a page's async handler may return nothing
  onSubmit(value: FlightPassengersInput): Promise<{ errors?: FieldErrors } | void>;
  submitting?: boolean;
}

const fp = flightMessages.flightPassengers;

/** The form's element id for an error path (`p0.birthDate` → `«r1»-p0-birthDate`). */
const elementId = (base: string, path: string) => `${base}-${path.replace(/\./g, '-')}`;

/** The focusable element of a field: the input itself, or the checked/first input of a radio group. */
function focusTarget(el: HTMLElement | null): HTMLElement | null {
  if (!el) return null;
  if (el.matches('input, select, textarea')) return el;
  return el.querySelector<HTMLElement>('input:checked, input, select, textarea');
}

export function FlightPassengersForm({ context, storageKey, saved, onSubmit, submitting = false }: FlightPassengersFormProps) {
  const base = useId();
  const idFor = (path: string) => elementId(base, path);
  const [state, dispatchState] = useReducer(reduceForm, context, (ctx) => initialFormState(ctx));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusPath, setFocusPath] = useState<{ path: string } | null>(null);
  const sending = useRef(false);

  // Restore after hydration (the server render cannot read sessionStorage), then save every change.
  const restored = useSessionDraft(storageKey, state, {
    serialize: serializeForm,
    restore: (raw) => restoreForm(raw, context),
    onRestore: (stored) => dispatchState({ type: 'restore', state: stored }),
  });

  useEffect(() => {
    if (!focusPath) return;
    const target = focusTarget(document.getElementById(elementId(base, focusPath.path)));
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  }, [focusPath, base]);

  function dispatch(action: FormAction) {
    dispatchState(action);
    // An edit clears the message of what was edited; the other messages stay until the next submit.
    setErrors((current) => {
      switch (action.type) {
        case 'field':
          return Object.keys(action.patch).reduce((e, f) => clearError(e, `p${action.index}.${f}`), current);
        case 'iranian':
        case 'pick':
          return Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith(`p${action.index}.`)));
        case 'leader':
          return clearError(current, 'leader');
        case 'contact':
          return Object.keys(action.patch).reduce((e, f) => clearError(e, `contact.${f}`), current);
        default:
          return current;
      }
    });
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = firstErrorPath(found, state, context);
    if (first) setFocusPath({ path: first });
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (sending.current || submitting) return;
    const checked = validateFlightPassengers(toInput(state), context);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    sending.current = true;
    setPending(true);
    try {
      const answer = await onSubmit(checked.value);
      if (answer?.errors && Object.keys(answer.errors).length > 0) showErrors(answer.errors);
    } catch {
      setFailure(messages.common.genericError);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const headings = slotHeadings(state.passengers.map((p) => p.type));
  const general = formLevelErrors(errors, state, context);
  const busy = pending || submitting;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <ArkLocale>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-busy={busy}
        aria-labelledby={idFor('title')}
        data-testid="flight-passengers-form"
        data-restored={restored ? 'true' : undefined}
        className={css({ display: 'grid', gap: '5', minW: '0' })}
      >
        <div className={css({ display: 'grid', gap: '1' })}>
          <h2 id={idFor('title')} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            {fp.labels.passengersTitle}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {context.international ? fp.labels.namesInternational : fp.labels.namesLocal}
          </p>
        </div>
        {state.passengers.map((p, i) => (
          <PassengerFieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position (adult 1, adult 2…); slots never move
            key={`${p.type}-${i}`}
            index={i}
            heading={headings[i] ?? ''}
            state={state}
            context={context}
            errors={errors}
            saved={saved}
            idFor={idFor}
            dispatch={dispatch}
          />
        ))}
        <ContactFieldset state={state} headings={headings} errors={errors} idFor={idFor} dispatch={dispatch} />
        {hasErrors || failure ? (
          <div role="alert" className={css({ bg: 'red.3', color: 'red.11', p: '3', borderRadius: 'l2', display: 'grid', gap: '1' })}>
            <p>{hasErrors ? messages.checkout.fixForm : failure}</p>
            {general.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <button type="submit" className={button({ size: 'lg' })} disabled={busy}>
          {busy ? fp.labels.submitting : fp.labels.submit}
        </button>
      </form>
    </ArkLocale>
  );
}
