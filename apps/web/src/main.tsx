import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupAntdRender } from './app/antd-setup.ts';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './sw/register.ts';
import './styles/global.css';

setupAntdRender();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
