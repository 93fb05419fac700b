// The answer to an entry just taken (or replayed): the entry and its draw, as the fan sees them.
import type { GraphQLContext } from '../../context';
import type { PrizeDrawEntryRow, PrizeDrawRow } from '../tables';

export async function enteredPayload(
  context: GraphQLContext,
  clientMutationId: string,
  entryId: number,
): Promise<{
  __typename: 'EnterPrizeDrawPayload';
  clientMutationId: string;
  entry: PrizeDrawEntryRow;
  prizeDraw: PrizeDrawRow;
}> {
  context.renewLoaders();
  const entry = await context.loaders.draws.prizeDrawEntryById.load(entryId);
  if (!entry) throw new Error('An entry just made is missing');
  const prizeDraw = await context.loaders.draws.prizeDrawById.load(entry.prizeDrawId);
  if (!prizeDraw) throw new Error(`Prize draw ${entry.prizeDrawId} is missing`);
  return { __typename: 'EnterPrizeDrawPayload', clientMutationId, entry, prizeDraw };
}
