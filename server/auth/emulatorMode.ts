// The Auth emulator accepts unsigned tokens for any uid by design: with
// FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts them too. A production
// deployment (APP_ENV=production) must never run that way.
export class EmulatorInProductionError extends Error {
  constructor() {
    super(
      'APP_ENV=production refuses the Firebase Auth emulator (it accepts unsigned tokens): ' +
        'unset FIREBASE_AUTH_EMULATOR_HOST and set FIREBASE_PROJECT_ID to a real project',
    );
    this.name = 'EmulatorInProductionError';
  }
}

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APP_ENV?.trim().toLowerCase() === 'production';
}

export function assertEmulatorAllowed(env: NodeJS.ProcessEnv = process.env): void {
  if (isProduction(env) && env.FIREBASE_AUTH_EMULATOR_HOST) throw new EmulatorInProductionError();
}
