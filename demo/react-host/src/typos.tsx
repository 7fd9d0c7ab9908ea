// Misspelt names must not compile: each element below is a type error, and tsc fails when an
// expect-error comment finds none. (TypeScript does not check JSX names with a dash, as for
// data-* and aria-*: that is why the app passes camelCase properties.)
import type {} from 'marquee-site-chrome/react';

export const typos = (
  <>
    {/* @ts-expect-error -- isLogedIn is not a property of site-header */}
    <site-header isLogedIn />
    {/* @ts-expect-error -- usrname is not an attribute of site-header */}
    <site-header usrname="Ada" />
    {/* @ts-expect-error -- watchlistCount takes a number */}
    <site-header watchlistCount="three" />
    {/* @ts-expect-error -- showSignin is not a property of site-footer */}
    <site-footer showSignin />
    {/* @ts-expect-error -- locale-change's detail is { locale }, not { language } */}
    <site-header onlocale-change={(event: CustomEvent<{ language: string }>) => { console.log(event.detail.language); }} />
    {/* @ts-expect-error -- strictConsent is a boolean */}
    <consent-banner strictConsent="yes" />
  </>
);
