/** The path part of a hash route (`#/pages/tabBar/score?x=1` → `/pages/tabBar/score`), as HashRouter reads it. */
export function hashPathname(hash: string): string {
  return hash.replace(/^#/, '').split(/[?#]/, 1)[0] || '/';
}
