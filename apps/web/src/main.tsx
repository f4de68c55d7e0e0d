import './app/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupAntdRender } from './app/antd-setup.ts';
import { App } from './app/app.tsx';
import { loadAntdLocale } from './app/providers.tsx';
import { currentLocale, loadLocale } from './lib/i18n/i18n.ts';
import { startLoadingPage } from './app/router.tsx';
import { hashPathname } from './lib/link/hash-path.ts';
import { registerServiceWorker } from './sw/register.ts';
import './styles/global.css';

setupAntdRender();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The active language's texts come first (one small chunk each for ours and antd-mobile's); the
// app renders once they are in, and also if they fail (the shell then shows what it can).
// The opened page's code is fetched from a task of its own meanwhile (see startLoadingPage).
Promise.all([loadLocale(currentLocale()), loadAntdLocale(currentLocale())]).then(
  () => {
    setTimeout(() => startLoadingPage(hashPathname(window.location.hash)));
    render(container);
  },
  (error: unknown) => {
    console.error('texts failed to load', error);
    render(container);
  },
);

registerServiceWorker();
