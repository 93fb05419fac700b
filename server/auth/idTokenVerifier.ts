// Who is calling: the Firebase ID token of the authorization header, verified with
// firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the
// emulator's unsigned tokens without contacting it; otherwise it verifies real tokens
// for the project. A missing, empty or invalid token means a signed-out visitor.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface AuthIdentity {
  uid: string;
  email?: string;
}

export interface IdTokenVerifier {
  identify(authorizationHeader: string | null): Promise<AuthIdentity | null>;
  close(): Promise<void>;
}

let appCount = 0;

export function createIdTokenVerifier(options: {
  projectId: string;
  onInvalidToken?: (error: unknown) => void;
}): IdTokenVerifier {
  // A named app per server, so several servers (tests, benches) can live in one process.
  const app: App = initializeApp({ projectId: options.projectId }, `garden-auth-${++appCount}`);
  const auth = getAuth(app);
  return {
    async identify(authorizationHeader) {
      const token = readBearerToken(authorizationHeader);
      if (!token) return null;
      try {
        const decoded = await auth.verifyIdToken(token);
        return { uid: decoded.uid, email: decoded.email };
      } catch (error) {
        options.onInvalidToken?.(error);
        return null;
      }
    },
    close: () => deleteApp(app),
  };
}

function readBearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
