/* @web/test-runner snapshot v1 */
export const snapshots = {};

snapshots["drawer open"] = 
`not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, expanded, has popup dialog
search
button, Search category: All
Search category: All
end of button, Search category: All
combobox, Search Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, Search
end of search
link, Watchlist
Watchlist
end of link, Watchlist
link, Sign In
Sign In
end of link, Sign In
button, New Customer?
button, Toggle language selector EN, has popup dialog
Toggle language selector
EN
end of button, Toggle language selector EN, has popup dialog
link, Use app
Use app
end of link, Use app
end of banner
dialog, Menu
dialog, Menu
heading, Menu, level 2
button, Close navigation drawer
group
Movies, Collapse Movies Nav Links
heading, Movies, level 3
end, Movies, Collapse Movies Nav Links
list
listitem, level 1, position 1, set size 8
link, Release Calendar
end of listitem, level 1, position 1, set size 8
listitem, level 1, position 2, set size 8
link, Top 250 Movies
end of listitem, level 1, position 2, set size 8
listitem, level 1, position 3, set size 8
link, Most Popular Movies
end of listitem, level 1, position 3, set size 8
listitem, level 1, position 4, set size 8
link, Browse Movies by Genre
end of listitem, level 1, position 4, set size 8
listitem, level 1, position 5, set size 8
link, Top Box Office
end of listitem, level 1, position 5, set size 8
listitem, level 1, position 6, set size 8
link, Showtimes & Tickets
end of listitem, level 1, position 6, set size 8
listitem, level 1, position 7, set size 8
link, Movie News
end of listitem, level 1, position 7, set size 8
listitem, level 1, position 8, set size 8
link, India Movie Spotlight
end of listitem, level 1, position 8, set size 8
end of list
end of group
group
TV Shows, Expand TV Shows Nav Links
heading, TV Shows, level 3
end, TV Shows, Expand TV Shows Nav Links
list
listitem, level 1, position 1, set size 5
link, What's on TV & Streaming
end of listitem, level 1, position 1, set size 5
listitem, level 1, position 2, set size 5
link, Top 250 TV Shows
end of listitem, level 1, position 2, set size 5
listitem, level 1, position 3, set size 5
link, Most Popular TV Shows
end of listitem, level 1, position 3, set size 5
listitem, level 1, position 4, set size 5
link, Browse TV Shows by Genre
end of listitem, level 1, position 4, set size 5
listitem, level 1, position 5, set size 5
link, TV News
end of listitem, level 1, position 5, set size 5
end of list
end of group
group
Watch, Expand Watch Nav Links
heading, Watch, level 3
end, Watch, Expand Watch Nav Links
list
listitem, level 1, position 1, set size 5
link, What to Watch
end of listitem, level 1, position 1, set size 5
listitem, level 1, position 2, set size 5
link, Latest Trailers
end of listitem, level 1, position 2, set size 5
listitem, level 1, position 3, set size 5
link, Originals
end of listitem, level 1, position 3, set size 5
listitem, level 1, position 4, set size 5
link, Editor’s Picks
end of listitem, level 1, position 4, set size 5
listitem, level 1, position 5, set size 5
link, Podcasts
end of listitem, level 1, position 5, set size 5
end of list
end of group
group
Awards & Events, Expand Awards & Events Nav Links
heading, Awards & Events, level 3
end, Awards & Events, Expand Awards & Events Nav Links
list
listitem, level 1, position 1, set size 9
link, Oscars
end of listitem, level 1, position 1, set size 9
listitem, level 1, position 2, set size 9
link, STARmeter Awards
end of listitem, level 1, position 2, set size 9
listitem, level 1, position 3, set size 9
link, Awards Central
end of listitem, level 1, position 3, set size 9
listitem, level 1, position 4, set size 9
link, Festival Central
end of listitem, level 1, position 4, set size 9
listitem, level 1, position 5, set size 9
link, All Events
end of listitem, level 1, position 5, set size 9
listitem, level 1, position 6, set size 9
link, Spotlight
end of listitem, level 1, position 6, set size 9
listitem, level 1, position 7, set size 9
link, Halloween
end of listitem, level 1, position 7, set size 9
listitem, level 1, position 8, set size 9
link, Hispanic Heritage Month
end of listitem, level 1, position 8, set size 9
listitem, level 1, position 9, set size 9
link, MAMI
end of listitem, level 1, position 9, set size 9
end of list
end of group
group
Celebs, Expand Celebs Nav Links
heading, Celebs, level 3
end, Celebs, Expand Celebs Nav Links
list
listitem, level 1, position 1, set size 3
link, Born Today
end of listitem, level 1, position 1, set size 3
listitem, level 1, position 2, set size 3
link, Most Popular Celebs
end of listitem, level 1, position 2, set size 3
listitem, level 1, position 3, set size 3
link, Celebrity News
end of listitem, level 1, position 3, set size 3
end of list
end of group
group
Community, Expand Community Nav Links
heading, Community, level 3
end, Community, Expand Community Nav Links
list
listitem, level 1, position 1, set size 3
link, Help Center
end of listitem, level 1, position 1, set size 3
listitem, level 1, position 2, set size 3
link, Contributor Zone
end of listitem, level 1, position 2, set size 3
listitem, level 1, position 3, set size 3
link, Polls
end of listitem, level 1, position 3, set size 3
end of list
end of group
link, For Industry Professionals
link, Go to Pro
end of dialog, Menu
end, not busy`;
/* end snapshot drawer open */

snapshots["bar signed out"] = 
`not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, not expanded, has popup dialog
link, TV
search
button, Search category: All
Search category: All
end of button, Search category: All
combobox, Search Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, Search
end of search
link, Pro (opens in a new tab)
Pro
end of link, Pro (opens in a new tab)
link, Watchlist
Watchlist
end of link, Watchlist
link, Sign In
Sign In
end of link, Sign In
button, New Customer?
button, Toggle language selector EN
Toggle language selector
EN
end of button, Toggle language selector EN
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot bar signed out */

snapshots["bar signed in"] = 
`not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, not expanded, has popup dialog
link, TV
search
button, Search category: All
Search category: All
end of button, Search category: All
combobox, Search Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, Search
end of search
link, Pro (opens in a new tab)
Pro
end of link, Pro (opens in a new tab)
link, Watchlist 3 titles
Watchlist
3 titles
end of link, Watchlist 3 titles
button, Account menu for Ada
Ada
end of button, Account menu for Ada
button, Toggle language selector EN
Toggle language selector
EN
end of button, Toggle language selector EN
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot bar signed in */

snapshots["account menu open"] = 
`not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, not expanded, has popup dialog
link, TV
search
button, Search category: All
Search category: All
end of button, Search category: All
combobox, Search Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, Search
end of search
link, Pro (opens in a new tab)
Pro
end of link, Pro (opens in a new tab)
link, Watchlist 3 titles
Watchlist
3 titles
end of link, Watchlist 3 titles
button, Account menu for Ada
Ada
end of button, Account menu for Ada
paragraph
Ada
end of paragraph
paragraph
Your activity
end of paragraph
list
listitem, level 1, position 1, set size 4
link, Your watchlist
end of listitem, level 1, position 1, set size 4
listitem, level 1, position 2, set size 4
link, Your ratings
end of listitem, level 1, position 2, set size 4
listitem, level 1, position 3, set size 4
link, Your lists
end of listitem, level 1, position 3, set size 4
listitem, level 1, position 4, set size 4
link, Your activity
end of listitem, level 1, position 4, set size 4
end of list
paragraph
Your Account
end of paragraph
list
listitem, level 1, position 1, set size 3
link, Your profile
end of listitem, level 1, position 1, set size 3
listitem, level 1, position 2, set size 3
link, Account settings
end of listitem, level 1, position 2, set size 3
listitem, level 1, position 3, set size 3
link, Sign out
end of listitem, level 1, position 3, set size 3
end of list
button, Toggle language selector EN
Toggle language selector
EN
end of button, Toggle language selector EN
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot account menu open */

snapshots["new customer open"] = 
`not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, not expanded, has popup dialog
link, TV
search
button, Search category: All
Search category: All
end of button, Search category: All
combobox, Search Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, Search
end of search
link, Pro (opens in a new tab)
Pro
end of link, Pro (opens in a new tab)
link, Watchlist
Watchlist
end of link, Watchlist
link, Sign In
Sign In
end of link, Sign In
button, New Customer?
link, Sign In
paragraph
New Customer?
end of paragraph
link, Create account
button, Toggle language selector EN
Toggle language selector
EN
end of button, Toggle language selector EN
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot new customer open */

snapshots["category menu open"] = 
`not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, not expanded, has popup dialog
link, TV
search
button, Search category: All
Search category: All
end of button, Search category: All
group, Search categories
radio, All, checked, position 1, set size 6
All
radio, Titles, not checked, position 2, set size 6
Titles
radio, TV Episodes, not checked, position 3, set size 6
TV Episodes
radio, Celebs, not checked, position 4, set size 6
Celebs
radio, Companies, not checked, position 5, set size 6
Companies
radio, Keywords, not checked, position 6, set size 6
Keywords
end of group, Search categories
link, Advanced Search
combobox, Search Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, Search
end of search
link, Pro (opens in a new tab)
Pro
end of link, Pro (opens in a new tab)
link, Watchlist
Watchlist
end of link, Watchlist
link, Sign In
Sign In
end of link, Sign In
button, New Customer?
button, Toggle language selector EN
Toggle language selector
EN
end of button, Toggle language selector EN
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot category menu open */

snapshots["language list open"] = 
`not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, not expanded, has popup dialog
link, TV
search
button, Search category: All
Search category: All
end of button, Search category: All
combobox, Search Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, Search
end of search
link, Pro (opens in a new tab)
Pro
end of link, Pro (opens in a new tab)
link, Watchlist
Watchlist
end of link, Watchlist
link, Sign In
Sign In
end of link, Sign In
button, New Customer?
button, Toggle language selector EN
Toggle language selector
EN
end of button, Toggle language selector EN
list
listitem, level 1, position 1, set size 9
button, American English Fully supported, not busy, current item, disabled
American English
Fully supported
end of button, American English Fully supported, not busy, current item, disabled
end of listitem, level 1, position 1, set size 9
listitem, level 1, position 2, set size 9
button, Français canadien Partially supported, not busy, disabled
Français canadien
Partially supported
end of button, Français canadien Partially supported, not busy, disabled
end of listitem, level 1, position 2, set size 9
listitem, level 1, position 3, set size 9
button, Français (France) Partially supported, not busy, disabled
Français (France)
Partially supported
end of button, Français (France) Partially supported, not busy, disabled
end of listitem, level 1, position 3, set size 9
listitem, level 1, position 4, set size 9
button, Deutsch (Deutschland) Partially supported, not busy, disabled
Deutsch (Deutschland)
Partially supported
end of button, Deutsch (Deutschland) Partially supported, not busy, disabled
end of listitem, level 1, position 4, set size 9
listitem, level 1, position 5, set size 9
button, हिन्दी (भारत) Partially supported, not busy, disabled
हिन्दी (भारत)
Partially supported
end of button, हिन्दी (भारत) Partially supported, not busy, disabled
end of listitem, level 1, position 5, set size 9
listitem, level 1, position 6, set size 9
button, Italiano (Italia) Partially supported, not busy, disabled
Italiano (Italia)
Partially supported
end of button, Italiano (Italia) Partially supported, not busy, disabled
end of listitem, level 1, position 6, set size 9
listitem, level 1, position 7, set size 9
button, Português (Brasil) Partially supported, not busy, disabled
Português (Brasil)
Partially supported
end of button, Português (Brasil) Partially supported, not busy, disabled
end of listitem, level 1, position 7, set size 9
listitem, level 1, position 8, set size 9
button, Español de España Partially supported, not busy, disabled
Español de España
Partially supported
end of button, Español de España Partially supported, not busy, disabled
end of listitem, level 1, position 8, set size 9
listitem, level 1, position 9, set size 9
button, Español de México Partially supported, not busy, disabled
Español de México
Partially supported
end of button, Español de México Partially supported, not busy, disabled
end of listitem, level 1, position 9, set size 9
end of list
checkbox, Auto Translation, Show automatic translations where available, checked, not busy
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot language list open */

snapshots["suggestions"] = 
`not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, not expanded, has popup dialog
link, TV
search
button, Search category: All
Search category: All
end of button, Search category: All
combobox, Search Marquee, shaw, has popup listbox, expanded, autocomplete in list, 1 control
listbox, Suggestions, orientated vertically
option, The Shawshank Redemption 1994 Frank Darabont, not selected, position 1, set size 5
The Shawshank Redemption
1994
Frank Darabont
end of option, The Shawshank Redemption 1994 Frank Darabont, not selected, position 1, set size 5
option, The Shawshank Redemption: Official Trailer 1:12, not selected, position 2, set size 5
The Shawshank Redemption
:
Official Trailer
1:12
end of option, The Shawshank Redemption: Official Trailer 1:12, not selected, position 2, set size 5
option, The Shawshank Redemption: Teaser Trailer 1:00, not selected, position 3, set size 5
The Shawshank Redemption
:
Teaser Trailer
1:00
end of option, The Shawshank Redemption: Teaser Trailer 1:00, not selected, position 3, set size 5
option, Shawn Levy Director, Night at the Museum, not selected, position 4, set size 5
Shawn Levy
Director, Night at the Museum
end of option, Shawn Levy Director, Night at the Museum, not selected, position 4, set size 5
option, See all results, not selected, position 5, set size 5
See all results
end of option, See all results, not selected, position 5, set size 5
end of listbox, Suggestions, orientated vertically
status
button, Search
end of search
link, Pro (opens in a new tab)
Pro
end of link, Pro (opens in a new tab)
link, Watchlist
Watchlist
end of link, Watchlist
link, Sign In
Sign In
end of link, Sign In
button, New Customer?
button, Toggle language selector EN
Toggle language selector
EN
end of button, Toggle language selector EN
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot suggestions */

snapshots["bar right to left"] = 
`not busy
banner
link, דף הבית של Marquee
Marquee
end of link, דף הבית של Marquee
button, תפריט, not expanded, has popup dialog
link, טלוויזיה
search
button, קטגוריית חיפוש: הכול
קטגוריית חיפוש: הכול
end of button, קטגוריית חיפוש: הכול
combobox, חיפוש ב-Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, חיפוש
end of search
link, Pro (נפתח בכרטיסייה חדשה)
Pro
end of link, Pro (נפתח בכרטיסייה חדשה)
link, רשימת צפייה
רשימת צפייה
end of link, רשימת צפייה
link, כניסה
כניסה
end of link, כניסה
button, משתמש/ת חדש/ה?
button, הצגה או הסתרה של בחירת השפה HE
הצגה או הסתרה של בחירת השפה
HE
end of button, הצגה או הסתרה של בחירת השפה HE
link, לאפליקציה
לאפליקציה
end of link, לאפליקציה
end of banner
end, not busy`;
/* end snapshot bar right to left */

snapshots["footer"] = 
`not busy
contentinfo
link, Sign in for more access
list, Follow Marquee on social
listitem, level 1, position 1, set size 5
link, TikTok
end of listitem, level 1, position 1, set size 5
listitem, level 1, position 2, set size 5
link, Instagram
end of listitem, level 1, position 2, set size 5
listitem, level 1, position 3, set size 5
link, Twitter
end of listitem, level 1, position 3, set size 5
listitem, level 1, position 4, set size 5
link, YouTube
end of listitem, level 1, position 4, set size 5
listitem, level 1, position 5, set size 5
link, Facebook
end of listitem, level 1, position 5, set size 5
end of list, Follow Marquee on social
paragraph
Get the app
For Android and iOS
end of paragraph
list
listitem, level 1, position 1, set size 6
link, Get the app
end of listitem, level 1, position 1, set size 6
listitem, level 1, position 2, set size 6
link, Help
end of listitem, level 1, position 2, set size 6
listitem, level 1, position 3, set size 6
link, Site Index
end of listitem, level 1, position 3, set size 6
listitem, level 1, position 4, set size 6
link, Pro (opens in a new tab)
Pro
(opens in a new tab)
end of link, Pro (opens in a new tab)
end of listitem, level 1, position 4, set size 6
listitem, level 1, position 5, set size 6
link, Box Office
end of listitem, level 1, position 5, set size 6
listitem, level 1, position 6, set size 6
link, License Data
end of listitem, level 1, position 6, set size 6
end of list
list
listitem, level 1, position 1, set size 6
link, Press Room
end of listitem, level 1, position 1, set size 6
listitem, level 1, position 2, set size 6
link, Advertising
end of listitem, level 1, position 2, set size 6
listitem, level 1, position 3, set size 6
link, Jobs
end of listitem, level 1, position 3, set size 6
listitem, level 1, position 4, set size 6
link, Conditions of Use
end of listitem, level 1, position 4, set size 6
listitem, level 1, position 5, set size 6
link, Privacy Policy
end of listitem, level 1, position 5, set size 6
listitem, level 1, position 6, set size 6
link, Your Ads Privacy Choices
end of listitem, level 1, position 6, set size 6
end of list
paragraph
© 1990-2026 by Marquee
end of paragraph
end of contentinfo
end, not busy`;
/* end snapshot footer */

snapshots["consent banner"] = 
`not busy
Select Your Preferences
heading, Select Your Preferences, level 2
paragraph
We use cookies and similar tools to run this site, to measure how it is used and to show ads. Accept to allow all of them, decline to allow only the ones the site needs, or customize your choices. See our
link, privacy notice
.
end of paragraph
form
button, Decline, RejectAll
button, Accept, AcceptAll
link, Customize
end of form
end, Select Your Preferences
end, not busy`;
/* end snapshot consent banner */

