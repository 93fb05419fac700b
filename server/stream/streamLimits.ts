// Every bound of the live connection (/stream), in one place; README "Live connection
// limits" states them. Only the keep-alive interval may be moved, by
// STREAM_KEEP_ALIVE_MS, so that the e2e can notice a frozen stream in seconds.
export interface StreamLimits {
  /** Largest request body on /stream, refused before it is read. */
  bodyBytes: number;
  /** A reservation (PUT) not opened with GET within this time is dropped with its operations. */
  reservationMs: number;
  /** An SSE comment line on every open stream at this interval. */
  keepAliveMs: number;
  /** Events waiting for a slow or absent reader; past it the stream is dropped. */
  queuedEventsPerStream: number;
  operationsPerStream: number;
  /** Streams (reserved or open) of one signed-in fan. */
  streamsPerFan: number;
  /** Streams (reserved or open) from one client address. */
  streamsPerAddress: number;
  /** Fields one subscription may select, fragments expanded (see subscriptionCost.ts). */
  subscriptionCost: number;
  /** Reservations (PUT) one address may make per window. */
  reservationsPerAddress: { points: number; windowSeconds: number };
}

export const STREAM_LIMITS: StreamLimits = {
  bodyBytes: 64 * 1024,
  reservationMs: 30_000,
  keepAliveMs: 15_000,
  queuedEventsPerStream: 200,
  operationsPerStream: 20,
  streamsPerFan: 10,
  streamsPerAddress: 50,
  subscriptionCost: 60,
  reservationsPerAddress: { points: 60, windowSeconds: 60 },
};

/** The deployment's overrides: only the keep-alive interval (e2e). */
export function streamLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<StreamLimits> {
  const keepAliveMs = Number(env.STREAM_KEEP_ALIVE_MS);
  return Number.isInteger(keepAliveMs) && keepAliveMs >= 100 ? { keepAliveMs } : {};
}
