// Every mutation input carries a fresh clientMutationId: the server returns the first
// result for a repeated id, which is what makes transport retries of mutations safe.
export function newClientMutationId(): string {
  return crypto.randomUUID();
}
