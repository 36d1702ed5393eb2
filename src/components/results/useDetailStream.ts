/**
 * The browser side of a detail stream (a hotel's packages, later a flight's or a tour's details): reads the edge's
 * NDJSON through `edgeStream`. Every round carries the whole list in display order, so only the last round is kept.
 * `stop()` ends the stream (the edge stops polling when its client goes away), e.g. once the visitor picks an item.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as messages from '@/lib/messages';
import type { DetailStreamLine } from '@/server/search/detail-stream';
import { edgeStream } from '../edge-client';

/** searching → finished (the summary arrived), stopped (by `stop()` first), or error (the stream failed). */
export type DetailStreamStatus = 'searching' | 'finished' | 'stopped' | 'error';

export interface DetailStream<R> {
  /** The last round, null before the first. */
  round: R | null;
  status: DetailStreamStatus;
  /** The stream's own Persian error line, if it sent one. */
  error: string | null;
  stop: () => void;
}

export function useDetailStream<R extends object>(url: string): DetailStream<R> {
  const [round, setRound] = useState<R | null>(null);
  const [status, setStatus] = useState<DetailStreamStatus>('searching');
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    controller.current = ctrl;
    const onLine = (line: DetailStreamLine<R>) => {
      if (line.type === 'round') setRound(line);
      else if (line.type === 'error') setError(line.message || messages.common.genericError);
      else if (line.type === 'summary') setStatus((s) => (s === 'stopped' ? s : 'finished'));
    };
    void edgeStream(url, onLine, ctrl.signal).then((end) => {
      if (!end.ok && !end.aborted) setStatus('error');
    });
    return () => ctrl.abort();
  }, [url]);

  const stop = useCallback(() => {
    controller.current?.abort();
    setStatus((s) => (s === 'searching' ? 'stopped' : s));
  }, []);

  return { round, status, error, stop };
}
