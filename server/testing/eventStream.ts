// Reads server-sent events from a fetch Response, for stream tests.
export interface ServerSentEvent {
  event: string;
  data: string;
}

export function readServerSentEvents(response: Response) {
  if (!response.body) throw new Error('The response has no body to stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: ServerSentEvent[] = [];

  /** The next event, or null once the stream ended; fails after timeoutMs. */
  async function next(timeoutMs = 10_000): Promise<ServerSentEvent | null> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('No server-sent event arrived in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('No server-sent event arrived in time')),
            remaining,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = { event: 'message', data: '' };
        const data: string[] = [];
        for (const line of frame.split('\n')) {
          if (line.startsWith('event:')) event.event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        // Comment-only frames (keep-alives) carry no event.
        if (data.length > 0 || frame.startsWith('event:'))
          queue.push({ ...event, data: data.join('\n') });
      }
    }
    return queue.shift() ?? null;
  }

  /** The next event that is not a keep-alive or an empty message. */
  async function nextWithData(timeoutMs = 10_000): Promise<ServerSentEvent | null> {
    for (;;) {
      const event = await next(timeoutMs);
      if (event === null || event.data !== '' || event.event === 'complete') return event;
    }
  }

  return { next: nextWithData, cancel: () => reader.cancel() };
}
