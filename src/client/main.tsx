import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/App.tsx';
import './styles.css';

// Zod probes for eval (new Function) to speed up parsing; our Content-Security-Policy forbids it, and the caught
// probe is still reported as a violation. Jitless parsing is fast enough for the client's small payloads.
zodConfig({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
