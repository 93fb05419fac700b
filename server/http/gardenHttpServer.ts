// The garden's HTTP server (npm start and the tests' page server alike). Node closes an idle
// keep-alive connection after 5 s, while clients (a load balancer, undici's pool) may still
// send on it: the request is reset. Idle connections therefore live longer than a load
// balancer's idle timeout (60 s) and than the client's pool keeps them; the headers
// timeout must exceed it (Node's rule).
import { createServer, type RequestListener, type Server } from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function createGardenHttpServer(handler: RequestListener): Server {
  const server = createServer(handler);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
