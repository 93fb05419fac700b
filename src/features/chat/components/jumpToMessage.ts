// Brings a message of the open channel into view and flashes it, when it is loaded.

/** The attribute every rendered message carries, so quotes and links can find it. */
export const MESSAGE_ID_ATTRIBUTE = 'data-message-id';

/**
 * The open log's way to scroll to one of its messages that is loaded but not rendered (it
 * renders only those near the view): true when it holds the message.
 */
type MessageSeeker = (messageId: string) => boolean;

let seeker: MessageSeeker | null = null;

/** Frames to wait for a sought message to be rendered before giving up on flashing it. */
const FLASH_WAIT_FRAMES = 60;

/** Lets the open log scroll to its messages; returns the function that takes it back. */
export function registerMessageSeeker(seek: MessageSeeker): () => void {
  seeker = seek;
  return () => {
    if (seeker === seek) seeker = null;
  };
}

function renderedMessage(messageId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[${MESSAGE_ID_ATTRIBUTE}="${CSS.escape(messageId)}"]`,
  );
}

function flash(element: HTMLElement) {
  // Restarting the animation when the same quote is tapped twice.
  element.removeAttribute('data-flash');
  void element.offsetWidth;
  element.setAttribute('data-flash', '');
}

/** True when the message was in the list and is now in view. */
export function jumpToMessage(messageId: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = renderedMessage(messageId);
  if (element) {
    element.scrollIntoView?.({ block: 'center', behavior });
    flash(element);
    return true;
  }
  if (!seeker?.(messageId)) return false;
  // The log scrolls to it: flash it once it is rendered there.
  let framesLeft = FLASH_WAIT_FRAMES;
  const flashWhenRendered = () => {
    const sought = renderedMessage(messageId);
    if (sought) {
      sought.scrollIntoView?.({ block: 'center', behavior: 'auto' });
      flash(sought);
    } else if (--framesLeft > 0) requestAnimationFrame(flashWhenRendered);
  };
  requestAnimationFrame(flashWhenRendered);
  return true;
}
