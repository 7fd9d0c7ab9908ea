/** @jsxImportSource preact */
// The tags in Preact JSX through `marquee-site-chrome/preact`: checked by npm run typecheck, like the React
// host's typos.tsx. Each expect-error comment fails the check if its line compiles.
import type {} from 'marquee-site-chrome/preact';

export const page = (
  <>
    <site-header
      locale="de-DE"
      isLoggedIn
      username="Ada"
      watchlist-count={3}
      onlocale-change={(event) => {
        document.documentElement.lang = event.detail.locale;
      }}
    />
    <site-footer showSignIn help-link="https://help.example.com/" />
    <consent-banner strictConsent />
    {/* @ts-expect-error -- isLogedIn is not a property of site-header */}
    <site-header isLogedIn />
    {/* @ts-expect-error -- currentYear takes a number */}
    <site-footer currentYear="2030" />
  </>
);
