// In standalone mode (installed to the desktop) the window may be resized to the default
// 800 × 800 on load and, when the size is fixed, on every resize (spec §1, §9).
export const STANDALONE_WINDOW_SIZE = { width: 800, height: 800 } as const;

export function keepStandaloneWindowSize(
  win: Pick<Window, 'resizeTo' | 'addEventListener' | 'removeEventListener' | 'matchMedia'>,
  options: { fixed: boolean },
): () => void {
  if (!win.matchMedia('(display-mode: standalone)').matches) return () => {};
  const resize = () => win.resizeTo(STANDALONE_WINDOW_SIZE.width, STANDALONE_WINDOW_SIZE.height);
  resize();
  if (!options.fixed) return () => {};
  win.addEventListener('resize', resize);
  return () => win.removeEventListener('resize', resize);
}
