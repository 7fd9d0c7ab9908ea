// A React 19 app using the chrome: its state flows into the elements as properties, and the
// elements' events flow back into its state. `marquee-site-chrome/react` adds the tags to JSX, type-checked.
import type {} from 'marquee-site-chrome/react';
import type { VendorConsent } from 'marquee-site-chrome';
import { useEffect, useState } from 'react';

export function App() {
  const [user, setUser] = useState<string | null>(null);
  const [locale, setLocale] = useState('en-US');
  const [consent, setConsent] = useState<readonly VendorConsent[] | null>(null);

  // consent-event is dispatched on window (not on the element): listen there.
  useEffect(() => {
    const onConsent = (event: WindowEventMap['consent-event']) => {
      setConsent(event.detail);
    };
    window.addEventListener('consent-event', onConsent);
    return () => {
      window.removeEventListener('consent-event', onConsent);
    };
  }, []);

  return (
    <>
      <site-header
        locale={locale}
        isLoggedIn={user !== null}
        username={user ?? ''}
        watchlistCount={user === null ? 0 : 3}
        currentUri="/react-host/"
        showLanguageSelector
        handlesLocaleChange
        onlocale-change={(event) => {
          // We handle the choice ourselves (handlesLocaleChange): no navigation, just state.
          event.preventDefault();
          setLocale(event.detail.locale);
        }}
      />
      <main>
        <h1>A React 19 app with Marquee's chrome</h1>
        <p>
          {user === null ? (
            <button type="button" onClick={() => { setUser('Ada'); }}>
              Sign in as Ada
            </button>
          ) : (
            <button type="button" onClick={() => { setUser(null); }}>
              Sign out
            </button>
          )}
        </p>
        <p>
          Locale: <output id="locale">{locale}</output>. Consent:{' '}
          <output id="consent">{consent === null ? 'unknown' : `${String(consent.filter((v) => v.allow).length)} of ${String(consent.length)} vendors allowed`}</output>
        </p>
      </main>
      <site-footer showSignIn={user === null} currentYear={2030} help-link="https://help.example.com/" />
      <consent-banner />
    </>
  );
}
