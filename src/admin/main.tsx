import { lazy, StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuthCheck } from './authProvider';
import { PanelLoading } from './layout/PanelLoading';
import { LoginApp } from './login/LoginApp';

// A first visit to /login loads only the login page: React, a few MUI components and the session
// call — not react-admin, not even the router. Everything else is the panel's chunk (App.tsx, with
// its router, in which /login is a route again), fetched as the login form is sent or at once on
// any other path. The generic list comes with it, rather than after react-admin has booted and
// routed: most screens are one.
// The panel renders once the code of the screen at the address is in too (generic/preload.ts).
const loadPanel = () =>
  Promise.all([import('./App'), import('./generic/SchemaList')]).then(([app]) =>
    app.preloadScreen(window.location.pathname).then(() => app),
  );
const App = lazy(() => loadPanel().then((m) => ({ default: m.App })));

/** The location state react-router keeps in the browser's history entry ({ usr }). */
const historyState = () => (window.history.state as { usr?: unknown } | null)?.usr;

function Root() {
  const [panel, setPanel] = useState(() => window.location.pathname !== '/login');
  const open = useCallback((path: string) => {
    window.history.replaceState(null, '', path);
    setPanel(true);
  }, []);
  if (!panel)
    return <LoginApp onSubmit={() => void loadPanel()} onSignedIn={open} locationState={historyState()} />;
  return (
    <Suspense fallback={<PanelLoading />}>
      <App />
    </Suspense>
  );
}

// Off /login, the session check travels while the panel's code downloads.
if (window.location.pathname !== '/login') startAuthCheck();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
