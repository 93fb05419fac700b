// What the garden takes as an e-mail address, on the form and on the server alike: a
// dot-atom local part (RFC 5322's atext, no quoting, no comments) at a domain of dotted
// labels (letters of any script, digits, hyphens), at most 254 characters. Anything a mail
// header could be split by (spaces, line breaks, angle brackets, commas) is refused.

export const MAX_EMAIL_LENGTH = 254;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}
