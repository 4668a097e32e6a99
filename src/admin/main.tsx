import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PanelLoading } from './layout/PanelLoading';
import { LoginApp } from './login/LoginApp';

// The login page is the only screen bundled up front; the panel (screens, entity registry) is a
// separate chunk, fetched once someone signs in (or opens any other path).
const loadPanel = () => import('./App');
const App = lazy(() => loadPanel().then((m) => ({ default: m.App })));

// Real paths (/form-brand/12), not react-admin's default hash router: the spec's routes are URLs.
// Navigations apply at once, not as React transitions: when the panel sends a signed-out user to
// /login it must unmount right away, or its logout keeps re-running (and re-navigating) while the
// transition to the login page waits to commit.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/login" element={<LoginApp onSubmit={() => void loadPanel()} />} />
        <Route
          path="*"
          element={
            <Suspense fallback={<PanelLoading />}>
              <App />
            </Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
