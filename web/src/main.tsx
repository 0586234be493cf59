import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadMessageOverrides } from './lib/load-message-overrides';
import './styles/global.css';

// The router starts loading the current route's chunk at once, in parallel with the texts.
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Root element #root fehlt in index.html');

// Texts first, so the first render already shows an admin's wording (the loading screen of index.html stays meanwhile).
void loadMessageOverrides().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
