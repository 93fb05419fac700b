// Mints the unsigned ID tokens the Firebase Auth emulator issues, for tests and the
// benchmark. firebase-admin accepts them only while FIREBASE_AUTH_EMULATOR_HOST is set.
export function mintEmulatorIdToken(options: {
  projectId: string;
  uid: string;
  email?: string;
  /** When the fan signed in (seconds since the epoch); now by default. */
  authTime?: number;
}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${options.projectId}`,
    aud: options.projectId,
    sub: options.uid,
    user_id: options.uid,
    email: options.email ?? `${options.uid}@example.com`,
    email_verified: false,
    iat: now,
    exp: now + 3600,
    auth_time: options.authTime ?? now,
    firebase: { sign_in_provider: 'password', identities: {} },
  };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode(header)}.${encode(payload)}.`;
}
