// Client-side checks before calling the sign-in service; each returns a message id
// from locales/*/auth.json, or null when the value is fine.

export const DISPLAY_NAME_MAX_LENGTH = 30; // schema: JoinCommunityInput.displayName, 1 to 30
export const PASSWORD_MIN_LENGTH = 6; // the sign-in service refuses shorter passwords

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (!email.trim()) return 'auth.validation.emailRequired';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'auth.validation.emailInvalid';
}

export function passwordError(password: string, isNewAccount: boolean): string | null {
  if (!password) return 'auth.validation.passwordRequired';
  return isNewAccount && password.length < PASSWORD_MIN_LENGTH
    ? 'auth.validation.passwordTooShort'
    : null;
}

export function displayNameError(displayName: string): string | null {
  const trimmed = displayName.trim();
  if (!trimmed) return 'auth.validation.displayNameRequired';
  return [...trimmed].length > DISPLAY_NAME_MAX_LENGTH
    ? 'auth.validation.displayNameTooLong'
    : null;
}
