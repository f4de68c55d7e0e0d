import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupAntdRender } from './app/antd-setup.ts';
import { App } from './app/app.tsx';
import { currentLocale, loadLocale } from './lib/i18n/i18n.ts';
import { registerServiceWorker } from './sw/register.ts';
import './styles/global.css';

setupAntdRender();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The active language's texts come first (one small chunk); the app renders once they are in.
void loadLocale(currentLocale()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
