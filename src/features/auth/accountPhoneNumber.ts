// The phone number of the signed-in fan's account (/settings/personal-info/phone-number):
// what it is, adding or changing it with an SMS code, and removing it. firebase/auth is
// loaded on use, as in firebaseAuth.ts.
import { loadAuth, signedInUser } from './firebaseAuth';

export interface AccountPhoneNumber {
  /** E.164 (+819012345678), or null when the account has none. */
  phoneNumber: string | null;
  /** Whether the account signs in some other way too (only then may the number go). */
  hasOtherSignInMethod: boolean;
}

export async function accountPhoneNumber(): Promise<AccountPhoneNumber> {
  const user = await signedInUser();
  return {
    phoneNumber: user.phoneNumber,
    hasOtherSignInMethod: user.providerData.some((provider) => provider.providerId !== 'phone'),
  };
}

/** A code sent to the new number: confirming it puts the number on the account. */
export interface PhoneNumberCodeSent {
  confirm: (code: string) => Promise<void>;
}

/**
 * Sends a code to a number (E.164) that is to become the account's: confirming it
 * replaces the account's number, or adds the phone as a way to sign in when it had none.
 */
export async function sendPhoneNumberCode(
  phoneNumber: string,
  recaptchaContainer: HTMLElement,
): Promise<PhoneNumberCodeSent> {
  const user = await signedInUser();
  const auth = await loadAuth();
  const { PhoneAuthProvider, RecaptchaVerifier, linkWithCredential, updatePhoneNumber } =
    await import('firebase/auth');
  const verifier = new RecaptchaVerifier(auth, recaptchaContainer, { size: 'invisible' });
  try {
    const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
      phoneNumber,
      verifier,
    );
    return {
      confirm: async (code) => {
        const credential = PhoneAuthProvider.credential(verificationId, code);
        const hasPhone = user.providerData.some((provider) => provider.providerId === 'phone');
        if (hasPhone) await updatePhoneNumber(user, credential);
        else await linkWithCredential(user, credential);
      },
    };
  } finally {
    // One verifier answers one challenge.
    verifier.clear();
  }
}

/** Takes the phone number off the account (it no longer signs in with it). */
export async function removePhoneNumber(): Promise<void> {
  const user = await signedInUser();
  const { unlink } = await import('firebase/auth');
  await unlink(user, 'phone');
}
