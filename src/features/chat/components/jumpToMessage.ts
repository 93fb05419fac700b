// Brings a message of the open channel into view and flashes it, when it is loaded.

/** The attribute every rendered message carries, so quotes and links can find it. */
export const MESSAGE_ID_ATTRIBUTE = 'data-message-id';

/** True when the message was in the list and is now in view. */
export function jumpToMessage(messageId: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.querySelector<HTMLElement>(
    `[${MESSAGE_ID_ATTRIBUTE}="${CSS.escape(messageId)}"]`,
  );
  if (!element) return false;
  element.scrollIntoView?.({ block: 'center', behavior });
  // Restarting the animation when the same quote is tapped twice.
  element.removeAttribute('data-flash');
  void element.offsetWidth;
  element.setAttribute('data-flash', '');
  return true;
}
