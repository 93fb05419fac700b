// Puts a source on a <video>: HLS natively where the browser plays it (Safari, iOS), else
// with hls.js (loaded only then); an MP4 (or HLS without either) as a plain src.
/** Detaches what it attached (hls.js instance, src). */
export type Detach = () => void;

export function attachSource(
  element: HTMLVideoElement,
  source: { url: string; format: 'HLS' | 'MP4' | '%future added value' },
): Detach {
  let cancelled = false;
  let destroy: (() => void) | null = null;
  const plain = () => {
    element.src = source.url;
  };
  if (source.format !== 'HLS' || element.canPlayType('application/vnd.apple.mpegurl') !== '') {
    plain();
  } else {
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        plain();
        return;
      }
      // No worker: the page's CSP allows workers from 'self' only, not hls.js's blob: one.
      const hls = new Hls({ maxBufferLength: 20, enableWorker: false });
      hls.loadSource(source.url);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
  }
  return () => {
    cancelled = true;
    destroy?.();
    element.removeAttribute('src');
  };
}
