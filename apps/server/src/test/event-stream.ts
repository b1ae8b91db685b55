/** An open Server-Sent Events stream read frame by frame, as a browser's EventSource reads it (tests). */
export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
  /** When the reader saw it (performance.now()). */
  at?: number;
}

/** An open SSE connection read frame by frame, as a browser's EventSource does. */
export class Stream {
  frames: Frame[] = [];
  status = 0;
  headers = new Headers();
  private readonly controller = new AbortController();
  private waiters: Array<() => void> = [];
  private done: Promise<void> = Promise.resolve();
  /** How the body ended: read to its end (the server closed it properly), or cut. */
  ended: 'complete' | 'cut' | null = null;

  static async open(base: string, path: string, cookie: string, lastEventId?: string) {
    const s = new Stream();
    const response = await fetch(base + path, {
      headers: {
        accept: 'text/event-stream',
        cookie,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: s.controller.signal,
    });
    s.status = response.status;
    s.headers = response.headers;
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return s;
    }
    s.done = s.read(response.body);
    return s;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const frame: Frame = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            else {
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').trimStart();
              if (field === 'id' || field === 'event' || field === 'data') frame[field] = value;
            }
          }
          frame.at = performance.now();
          this.frames.push(frame);
          for (const w of this.waiters.splice(0)) w();
        }
      }
      this.ended = 'complete';
    } catch {
      // Aborted by the test, or the connection was cut.
      this.ended = 'cut';
    }
  }

  /** Resolves once the body has ended. */
  finished() {
    return this.done;
  }

  events(kind?: string) {
    return this.frames.filter((f) => f.id !== undefined && (kind === undefined || f.event === kind));
  }

  /** Waits until `test` holds on the frames read so far (or fails after `ms`). */
  async until(test: (s: Stream) => boolean, ms = 5000) {
    const deadline = Date.now() + ms;
    while (!test(this)) {
      if (Date.now() > deadline) throw new Error(`Timed out; frames: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async close() {
    this.controller.abort();
    await this.done;
  }
}
