import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { RouteGuard } from '@/app/route-guard';
import { AppRoutes } from '@/app/router';
import { store } from '@/app/store';
import '@/styles/index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store}>
      <BrowserRouter>
        <RouteGuard>
          <AppRoutes />
        </RouteGuard>
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
