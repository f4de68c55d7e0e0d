import { startTransition, useEffect, useState } from 'react';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';
import { BootShell } from './shell/boot-shell.tsx';

/**
 * The first commit is the boot shell index.html already shows; the router and the shell around
 * the page then render as a transition, which React splits into short slices. Rendered at once,
 * they were one task of ~90 ms on a mid-range phone (most of Lighthouse's blocking time).
 */
export function App() {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return <Providers>{started ? <AppRouter /> : <BootShell />}</Providers>;
}
