import http from 'node:http';

/** A test's reader of a Server-Sent Events stream over real HTTP: the frames as they come. */
export interface SseFrame {
  event: string;
  id: string | null;
  data: string;
}

export interface SseStream {
  status: number;
  /** The next frame that `match` accepts (earlier ones are dropped); rejects after `ms`. */
  next(match?: (frame: SseFrame) => boolean, ms?: number): Promise<SseFrame>;
  /** Every frame received so far and not yet taken. */
  pending(): SseFrame[];
  close(): void;
}

/** Opens the stream with node:http (one connection, closed when the test closes the stream). */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const frames: SseFrame[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const request = http.get(url, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => undefined);
  response.setEncoding('utf8');
  let buffer = '';
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const frame: SseFrame = { event: 'message', id: null, data: '' };
      let fields = 0;
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const [name, value] = colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1).trimStart()];
        if (name === 'event') frame.event = value;
        else if (name === 'id') frame.id = value;
        else if (name === 'data') frame.data += value;
        else continue;
        fields++;
      }
      if (fields > 0) frames.push(frame);
    }
    wake?.();
  });
  response.on('close', () => {
    ended = true;
    wake?.();
  });
  return {
    status: response.statusCode ?? 0,
    pending: () => [...frames],
    // Waits long enough for a frame on a machine busy with the whole suite (CI runs test files side by
    // side on two cores); a frame that never comes still fails.
    async next(match = () => true, ms = 20_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const at = frames.findIndex(match);
        if (at >= 0) return frames.splice(0, at + 1).at(-1)!;
        if (ended) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    },
    close: () => request.destroy(),
  };
}
