// The sign-in accounts of the mock garden. `npm run mock` creates them in its Firebase
// Auth emulator at start, and the mock garden knows the member as already joined, so a
// developer can try every signed-in screen at once (README, "Front-end development").

export const MOCK_FIREBASE_PROJECT_ID = 'demo-garden';

export interface MockAccount {
  uid: string;
  email: string;
  password: string;
  /** Joined the garden under this name at start; absent: signed up, not joined yet. */
  memberName?: string;
}

export const mockAccounts: readonly MockAccount[] = [
  {
    uid: 'mock-member',
    email: 'member@garden.test',
    password: 'garden-password',
    memberName: '庭の案内人',
  },
  { uid: 'mock-newcomer', email: 'newcomer@garden.test', password: 'garden-password' },
];

/** Creates the accounts (with their fixed uids) in an emulator; existing ones are kept. */
export async function createEmulatorAccounts(
  emulatorUrl: string,
  projectId = MOCK_FIREBASE_PROJECT_ID,
): Promise<void> {
  for (const account of mockAccounts) {
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
