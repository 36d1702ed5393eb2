'use client';
/**
 * A traveller's passport scan, optional (issue 49 point 9): a labelled file input (JPEG, PNG or PDF, at most 2 MB). A
 * chosen file is checked here by the shared rule (src/lib/document-file.ts: its size and its first bytes), then sent at
 * once to the edge's upload route (`POST /api/uploads/passport`, which checks it again); the supplier's file id is
 * the field's value and goes with the traveller. The state is announced (uploading, uploaded with the file's name, or
 * the Persian refusal), the wait is bounded, and the file can be taken off again.
 *
 * The browser's own file button speaks the browser's language («Choose File», «No file chosen») and cannot be styled,
 * so the input is visually hidden (still focused and named by the field's label) and a Persian button-like label
 * beside it opens the same picker; the input's keyboard focus draws that button's ring.
 */
import { useId, useRef, useState } from 'react';
import { checkDocumentFile, DOCUMENT_FILE_ACCEPT } from '@/lib/document-file';
import * as messages from '@/lib/messages';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';

const m = messages.uploads;
/** The upload route (src/edge/uploads.ts `UPLOAD_PATH`). */
export const PASSPORT_UPLOAD_URL = '/api/uploads/passport';
/** How long a traveller waits for one upload (2 MB on a slow phone line) before it is told to try again. */
const UPLOAD_WAIT_MS = 60_000;

/** Visually hidden but focusable: its focus and disabled state show on the Persian button that follows it. */
const hiddenInput = css({
  srOnly: true,
  '&:focus-visible + label': { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' },
  '&:disabled + label': { opacity: 0.5, cursor: 'not-allowed' },
});
const picker = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', minW: '0' });
const chosenName = css({ fontSize: 'sm', color: 'fg.muted', minW: '0', overflowWrap: 'anywhere' });

type State = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'done'; name: string } | { kind: 'error'; message: string };

/** Sends one checked file; the supplier's file id, or the Persian reason it was not taken. */
export async function uploadPassportScan(file: File): Promise<{ ok: true; fileId: string; name: string } | { ok: false; message: string }> {
  const checked = checkDocumentFile(file, new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  if (!checked.ok) return { ok: false, message: checked.message };
  const form = new FormData();
  form.set('file', file, file.name);
  try {
    const res = await fetch(PASSPORT_UPLOAD_URL, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(UPLOAD_WAIT_MS),
    });
    const json = (await res.json().catch(() => null)) as { data?: { fileId?: unknown; fileName?: unknown }; message?: unknown } | null;
    if (res.ok && typeof json?.data?.fileId === 'string')
      return { ok: true, fileId: json.data.fileId, name: typeof json.data.fileName === 'string' ? json.data.fileName : file.name };
    if (res.status === 429) return { ok: false, message: m.busy };
    return { ok: false, message: typeof json?.message === 'string' && res.status < 500 ? json.message : m.failed };
  } catch {
    return { ok: false, message: m.failed };
  }
}

interface Props {
  id: string;
  /** The uploaded file's id, or '' for none. */
  value: string;
  error: string | undefined;
  onChange(fileId: string): void;
}

export function PassportScanField({ id, value, error, onChange }: Props) {
  const [state, setState] = useState<State>(value ? { kind: 'done', name: '' } : { kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const hintId = `${id}-hint`;
  const shownError = state.kind === 'error' ? state.message : error;
  const errorId = `${id}-error`;

  async function choose(file: File | undefined) {
    if (!file) return;
    setState({ kind: 'uploading' });
    const sent = await uploadPassportScan(file);
    if (sent.ok) {
      setState({ kind: 'done', name: sent.name });
      onChange(sent.fileId);
    } else {
      setState({ kind: 'error', message: sent.message });
      onChange('');
      if (input.current) input.current.value = '';
    }
  }

  function remove() {
    setState({ kind: 'idle' });
    onChange('');
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0', gridColumn: '1 / -1' })} data-passport-scan>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {m.passportScan}
      </label>
      <div className={picker}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={DOCUMENT_FILE_ACCEPT}
          aria-describedby={[hintId, statusId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={shownError ? true : undefined}
          disabled={state.kind === 'uploading'}
          onChange={(e) => void choose(e.target.files?.[0])}
          className={hiddenInput}
        />
        {/* A second label of the same input, hidden from assistive technology (the field's label names it). */}
        <label htmlFor={id} aria-hidden="true" className={cx(button({ variant: 'outline', size: 'sm' }), css({ cursor: 'pointer' }))}>
          {state.kind === 'done' ? m.chooseAnother : m.choose}
        </label>
        {state.kind === 'idle' && !value ? <span className={chosenName}>{m.noneChosen}</span> : null}
      </div>
      <p id={hintId} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
        {m.passportScanHint}
      </p>
      <p id={statusId} role="status" className={css({ fontSize: 'sm', display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        {state.kind === 'uploading' ? m.uploading : null}
        {state.kind === 'done' || (state.kind === 'idle' && value) ? (
          <>
            <span data-testid={`${id}-done`}>{m.uploaded(state.kind === 'done' && state.name ? state.name : '…')}</span>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={remove}>
              {m.remove}
            </button>
          </>
        ) : null}
      </p>
      {shownError ? (
        <p id={errorId} role="alert" data-field-error className={css({ fontSize: 'sm', color: 'red.11' })}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
