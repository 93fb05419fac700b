// Who is asking the mock server, read from the same headers the real server reads:
// tenant (required), authorization and Language-Code.

import { GraphQLError } from 'graphql';
import { languageOf, tenantOf } from '../common/requestHeaders';
import { errorMessage } from './errorMessages';
import { MOCK_TENANT_ID, type MockLocale } from './gardenContent';
import type { MockGarden } from './mockGarden';

export interface MockContext {
  garden: MockGarden;
  tenantId: string;
  language: MockLocale;
  /** The signed-in identity (the token's user id), or null for a signed-out visitor. */
  viewerUid: string | null;
}

/**
 * Any non-empty bearer token signs a mock viewer in. A JWT (e.g. a Firebase ID token
 * from the auth emulator) is identified by its user id, so a refreshed token is the
 * same fan; any other string is its own identity.
 */
export function viewerUidFromAuthorization(header: string | null): string | null {
  const token = header?.replace(/^Bearer\s*/i, '').trim();
  if (!token) return null;
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const uid = claims.user_id ?? claims.sub;
      if (typeof uid === 'string' && uid) return uid;
    } catch {
      // not a JWT: the token itself names the viewer
    }
  }
  return token;
}

export function createMockContextFactory(garden: MockGarden, tenantId = MOCK_TENANT_ID) {
  return ({ request }: { request: Request }): MockContext => {
    const language = languageOf(request.headers);
    const requested = tenantOf(request.headers);
    if (!requested) {
      throw new GraphQLError(errorMessage(language, 'errors.tenantRequired'), {
        extensions: { code: 'TENANT_REQUIRED', http: { status: 400 } },
      });
    }
    if (requested !== tenantId) {
      throw new GraphQLError(errorMessage(language, 'errors.tenantNotFound'), {
        extensions: { code: 'TENANT_NOT_FOUND', http: { status: 400 } },
      });
    }
    return {
      garden,
      tenantId,
      language,
      viewerUid: viewerUidFromAuthorization(request.headers.get('authorization')),
    };
  };
}
