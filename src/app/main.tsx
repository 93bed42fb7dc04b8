import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// a transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks a slow phone's main thread (issue 24)
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
