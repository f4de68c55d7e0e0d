/** Runs `run` once the page has loaded: at once if it already has (or outside a browser), else at `load`. */
export function afterLoad(run: () => void): void {
  if (typeof document === 'undefined' || document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}
