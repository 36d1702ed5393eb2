/**
 * Incremental NDJSON decoding for the browser side of the search streams: bytes arrive in arbitrary chunks (a line
 * may be split anywhere, even inside a multi-byte Persian letter), and each complete line is one JSON value.
 */
export interface NdjsonDecoder {
  /** Decodes a chunk and returns the values of the lines it completed. Blank lines are skipped. */
  push(chunk: Uint8Array | string): unknown[];
  /** The value of a last line without a newline, if any. */
  flush(): unknown[];
}

export function createNdjsonDecoder(): NdjsonDecoder {
  const text = new TextDecoder();
  let buffer = '';
  const parse = (line: string, out: unknown[]) => {
    const trimmed = line.trim();
    if (trimmed) out.push(JSON.parse(trimmed));
  };
  return {
    push(chunk) {
      buffer += typeof chunk === 'string' ? chunk : text.decode(chunk, { stream: true });
      const out: unknown[] = [];
      let nl = buffer.indexOf('\n');
      while (nl >= 0) {
        parse(buffer.slice(0, nl), out);
        buffer = buffer.slice(nl + 1);
        nl = buffer.indexOf('\n');
      }
      return out;
    },
    flush() {
      buffer += text.decode();
      const out: unknown[] = [];
      parse(buffer, out);
      buffer = '';
      return out;
    },
  };
}

/** Reads a response body to the end, calling `onValue` for each line as soon as it is complete. */
export async function readNdjson(body: ReadableStream<Uint8Array>, onValue: (value: unknown) => void, signal?: AbortSignal): Promise<void> {
  const decoder = createNdjsonDecoder();
  const reader = body.getReader();
  const abort = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', abort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const v of decoder.push(value)) onValue(v);
    }
    for (const v of decoder.flush()) onValue(v);
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
