import { StrictMode, startTransition, useCallback, useEffect, useState } from 'react';
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
type Panel = typeof import('./App');
let modules: Promise<Panel> | undefined;
/** The panel's code and the code of the screen at the address now (the login page's target, later). */
const loadPanel = () =>
  (modules ??= Promise.all([import('./App'), import('./generic/SchemaList')]).then(([app]) => app)).then(
    (app) => app.preloadScreen(window.location.pathname).then(() => app),
  );

/** The location state react-router keeps in the browser's history entry ({ usr }). */
const historyState = () => (window.history.state as { usr?: unknown } | null)?.usr;

// The panel's module arrives as plain state, not through React.lazy and Suspense: React holds back
// a Suspense boundary's content for up to 0.3 s after its fallback showed, and the loading circle
// (first paint) showed ~0.1 s after navigation, so a page load's screen waited ~0.25 s idle after
// its code was in.
function Root() {
  const [wanted, setWanted] = useState(() => window.location.pathname !== '/login');
  const [panel, setPanel] = useState<Panel>();
  const open = useCallback((path: string) => {
    window.history.replaceState(null, '', path);
    setWanted(true);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    void loadPanel().then((app) => {
      const show = () => setPanel(() => app);
      // A screen other than a list is drawn in a transition, which React splits into short slices
      // (the dashboard's blocking time on a slow phone: ~1,000 → ~450 ms). A list is drawn at once:
      // its first page lands in the query cache while the frame is drawn, and React throws away a
      // sliced render that saw a store change and draws it again at once (lists took ~70 ms longer).
      if (app.isListPath(window.location.pathname)) show();
      else startTransition(show);
    });
  }, [wanted]);
  if (!wanted)
    return <LoginApp onSubmit={() => void loadPanel()} onSignedIn={open} locationState={historyState()} />;
  return panel ? <panel.App /> : <PanelLoading />;
}

// Off /login, the session check travels while the panel's code downloads, and so does the code.
if (window.location.pathname !== '/login') {
  startAuthCheck();
  void loadPanel();
}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
