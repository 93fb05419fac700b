// The sign-in accounts of the mock garden. `npm run mock` creates them in its Firebase
// Auth emulator at start, and the mock garden knows the member as already joined, so a
// developer can try every signed-in screen at once (README, "Front-end development").

import type { EmulatorAccount } from '../server/authEmulator/emulatorAccounts';

export const MOCK_FIREBASE_PROJECT_ID = 'demo-garden';

export interface MockAccount extends EmulatorAccount {
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
