import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './popup.css';

const root = document.getElementById('root');
if (!root) throw new Error('popup.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
