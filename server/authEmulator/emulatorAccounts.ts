// Sign-in accounts with fixed uids, created in a Firebase Auth emulator at start so that a
// developer can sign in as a known fan at once (the mock garden's member, the demo garden's
// official and operator accounts; README). Never used with a real Firebase project.

export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
}

/** Creates the accounts (with their fixed uids) in an emulator; existing ones are kept. */
export async function createEmulatorAccounts(
  emulatorUrl: string,
  projectId: string,
  accounts: readonly EmulatorAccount[],
): Promise<void> {
  for (const account of accounts) {
    const response = await fetch(
      `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`,
      {
        method: 'POST',
        // The emulator's stand-in for admin credentials.
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({
          localId: account.uid,
          email: account.email,
          password: account.password,
        }),
      },
    );
    if (!response.ok) {
      const text = await response.text();
      if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text))
        throw new Error(`could not create ${account.email} in the auth emulator: ${text}`);
    }
  }
}
