// Checks every mutation of every feature passes before its resolver runs, each answered
// with a typed error of the mutation's result union (which therefore lists
// RateLimitedError and InvalidInputError): the fan's rate limit (and chat's flood control
// per channel; a signed-out visitor's mutations count per client address), no NUL in any string of the input, a clientMutationId of 1 to 64
// characters, and (for mutations whose union lists TermsAgreementRequiredError) a fan who
// agreed to the garden's current terms (server/accounts/terms.ts).
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, getNamedType, isUnionType, type GraphQLSchema } from 'graphql';
import { TERMS_GATE_EXEMPT, termsAgreementRequired } from '../accounts/terms';
import type { GraphQLContext } from '../context';
import { containsNul, isBlank } from './textRules';
import { invalidInput, rateLimited } from './typedErrors';

export const MAX_CLIENT_MUTATION_ID_LENGTH = 64;

export interface MutationGuardOptions {
  /** null when the fan may act now, else the seconds to wait. */
  consumeMutation(fanKey: string): Promise<number | null>;
  /** Flood control of chat: null when the fan may post to this channel now. */
  consumeMessage?(fanChannelKey: string): Promise<number | null>;
}

/** The name of the first input field holding a NUL, if any. */
function fieldWithNul(value: unknown, field: string, depth = 0): string | null {
  if (typeof value === 'string') return containsNul(value) ? field : null;
  if (depth > 10 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, Array.isArray(value) ? field : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function guardMutations(
  schema: GraphQLSchema,
  options: MutationGuardOptions,
): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (fieldConfig, fieldName) => {
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      const resultType = getNamedType(fieldConfig.type);
      const gatedByTerms =
        !TERMS_GATE_EXEMPT.has(fieldName) &&
        isUnionType(resultType) &&
        resultType.getTypes().some((type) => type.name === 'TermsAgreementRequiredError');
      return {
        ...fieldConfig,
        resolve: async (parent, args: Record<string, unknown>, context: GraphQLContext, info) => {
          const { t, identity, tenantId } = context;
          if (identity) {
            const wait = await options.consumeMutation(`${tenantId}:${identity.uid}`);
            if (wait !== null) return rateLimited(t, wait);
            const channelId = (args.input as { channelId?: unknown } | undefined)?.channelId;
            if (fieldName === 'postChatMessage' && typeof channelId === 'string') {
              const flood = await options.consumeMessage?.(
                `${tenantId}:${identity.uid}:${channelId}`,
              );
              if (flood != null) return rateLimited(t, flood);
            }
          } else {
            const wait = await context.rateLimit(
              'signedOutMutationsPerAddress',
              `${tenantId}:${context.clientAddress}`,
            );
            if (wait !== null) return rateLimited(t, wait);
          }
          const nulField = fieldWithNul(args, 'input');
          if (nulField) return invalidInput(t, nulField, 'INVALID_FORMAT');
          const input = args.input as { clientMutationId?: unknown } | undefined;
          if (typeof input?.clientMutationId === 'string') {
            const id = input.clientMutationId;
            if (isBlank(id)) return invalidInput(t, 'clientMutationId', 'REQUIRED', 1);
            if ([...id].length > MAX_CLIENT_MUTATION_ID_LENGTH)
              return invalidInput(t, 'clientMutationId', 'TOO_LONG', MAX_CLIENT_MUTATION_ID_LENGTH);
          }
          if (gatedByTerms && identity) {
            const terms = await termsAgreementRequired(context);
            if (terms) return terms;
          }
          return resolve(parent, args, context, info);
        },
      };
    },
  });
}
