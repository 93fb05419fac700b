// The address a request comes from. Behind a proxy or load balancer (TRUST_PROXY=1) it is
// the first entry of X-Forwarded-For, which the proxy sets; otherwise the socket's peer —
// a client could write any X-Forwarded-For it likes.
export interface AddressSource {
  forwardedFor: string | null | undefined;
  remoteAddress: string | undefined;
}

export function clientAddress(source: AddressSource, trustProxy: boolean): string | undefined {
  if (trustProxy && source.forwardedFor) {
    const first = source.forwardedFor.split(',')[0]?.trim();
    if (first) return first;
  }
  return source.remoteAddress;
}
