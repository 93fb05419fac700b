// A mutation that creates one row, once per clientMutationId (idempotency.ts): the write
// runs in the receipt's transaction; a retry gets the first row's id back; a refusal
// (a typed error) writes nothing. Operators' "create …" mutations share it.
import type { GraphQLContext } from '../context';
import { clientMutationIdReused, type InvalidInputResult } from '../graphql/typedErrors';
import { runIdempotently } from './idempotency';
import type { TenantScope } from './tenantScope';

export async function createOnce<E = never>(
  context: GraphQLContext,
  mutation: string,
  input: { clientMutationId: string } & Record<string, unknown>,
  write: (tx: TenantScope) => Promise<number | { refusal: E }>,
): Promise<{ error: E | InvalidInputResult } | { id: number }> {
  const result = await runIdempotently<E>(
    context.db,
    // Callers have passed their role guard: the viewer is signed in.
    {
      actor: context.identity?.uid ?? '',
      mutation,
      clientMutationId: input.clientMutationId,
      input,
    },
    async (tx) => {
      const written = await write(tx);
      return typeof written === 'number'
        ? { done: true, resultRef: String(written) }
        : { done: false, refusal: written.refusal };
    },
  );
  if ('reused' in result) return { error: clientMutationIdReused(context.t) };
  if ('refusal' in result) return { error: result.refusal };
  context.renewLoaders();
  return { id: Number(result.resultRef) };
}
