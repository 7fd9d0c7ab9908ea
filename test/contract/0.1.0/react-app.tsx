// A React 19 app as the 0.1.0 manual wrote it (docs/frameworks.md of 0.1.0, "React and other
// hosts"): the chrome from `marquee-site-chrome/bundler`, imported after the first render, with the
// app's own React; props in camelCase; its calls on the app's own origin, where its server (a
// proxy, in development) answers them. Kept as written: a later release must run it unchanged
// (test/contract/partnerPages.test.ts). Served bundled by test/helpers/mainSite.mjs.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from 'marquee-site-chrome/react';

export function Header({ user }: { user?: { name: string; watchlist: number } }) {
  useEffect(() => {
    void import('marquee-site-chrome/bundler'); // after the first render, in a chunk of its own
  }, []);
  return <site-header isLoggedIn={user !== undefined} username={user?.name ?? ''} watchlistCount={user?.watchlist ?? 0} />;
}

function App() {
  return (
    <>
      <consent-banner />
      <Header user={{ name: 'Ada', watchlist: 3 }} />
      <main>
        <h1>Films at the app</h1>
      </main>
      <site-footer />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
