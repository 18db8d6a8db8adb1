export interface DownloadProgress {
  received: number;
  totalRows: number | null;
  done: boolean;
}

/** The file name of a Content-Disposition header, preferring the RFC 5987 `filename*` (Korean names). */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* fall through */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/** Saves a Blob under a name through a temporary link. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A streamed file answer read through the typed client (`withHeaders` of lib/http.ts): the call's
 * contract declares both file headers, or the export call does not type-check.
 */
export interface FileAnswer {
  response: Response;
  header: (name: 'Content-Disposition' | 'X-Total-Count') => string | null;
}

/**
 * Downloads a streamed file, a typed call with `parseAs: 'stream'` (session token, refusals as
 * ApiError, a 401 sends the seller to sign in), reporting progress as chunks arrive (`X-Total-Count`
 * rows), and saves it under the server's file name (`Content-Disposition`).
 */
export async function downloadFile(
  call: Promise<FileAnswer>,
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  const { response, header } = await call;
  const totalHeader = header('X-Total-Count');
  const totalRows = totalHeader !== null && totalHeader !== '' ? Number(totalHeader) : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, totalRows, done: false });
    }
  }
  onProgress({ received, totalRows, done: true });
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  saveBlob(new Blob(chunks as BlobPart[], { type }), fileNameOf(header('Content-Disposition'), 'export.xlsx'));
}
