/**
 * What the shell starts only after its first render, each in a chunk of its own: the session
 * start (account calls, the push socket), the app messages and the update check. They all call
 * the API, whose reply schemas (zod and each call's contract file) are not part of the first load
 * either.
 */
export const startAppLater = () => import('../boot/start-app.ts').then(({ startApp }) => startApp());

const appMessages = () => import('../../features/content/api/app-messages.ts');

export const loadTopMessage = (raw: string) => appMessages().then((m) => m.loadTopMessage(raw));
export const loadAppMessage = (raw: string) => appMessages().then((m) => m.loadAppMessage(raw));
