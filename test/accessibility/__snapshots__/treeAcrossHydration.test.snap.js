/* @web/test-runner snapshot v1 */
export const snapshots = {};

snapshots["the drawer, 800 px, before hydration"] = 
`closed:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
end, not busy
open:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
/* end snapshot the drawer, 800 px, before hydration */

snapshots["the drawer, 1280 px, before hydration"] = 
`closed:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
end, not busy
open:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
dialog, Menu
dialog, Menu
heading, Menu, level 2
button, Close navigation drawer
group
heading, Movies, level 3
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
heading, TV Shows, level 3
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
heading, Watch, level 3
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
heading, Awards & Events, level 3
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
heading, Celebs, level 3
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
heading, Community, level 3
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
/* end snapshot the drawer, 1280 px, before hydration */

snapshots["the account menu, before hydration"] = 
`closed:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
end, not busy
open:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
/* end snapshot the account menu, before hydration */

snapshots["New Customer, before hydration"] = 
`closed:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
end, not busy
open:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
/* end snapshot New Customer, before hydration */

snapshots["the language list, before hydration"] = 
`closed:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
end, not busy
open:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
link, Français canadienPartially supported, not busy
Français canadien
Partially supported
end of link, Français canadienPartially supported, not busy
end of listitem, level 1, position 2, set size 9
listitem, level 1, position 3, set size 9
link, Français (France)Partially supported, not busy
Français (France)
Partially supported
end of link, Français (France)Partially supported, not busy
end of listitem, level 1, position 3, set size 9
listitem, level 1, position 4, set size 9
link, Deutsch (Deutschland)Partially supported, not busy
Deutsch (Deutschland)
Partially supported
end of link, Deutsch (Deutschland)Partially supported, not busy
end of listitem, level 1, position 4, set size 9
listitem, level 1, position 5, set size 9
link, हिन्दी (भारत)Partially supported, not busy
हिन्दी (भारत)
Partially supported
end of link, हिन्दी (भारत)Partially supported, not busy
end of listitem, level 1, position 5, set size 9
listitem, level 1, position 6, set size 9
link, Italiano (Italia)Partially supported, not busy
Italiano (Italia)
Partially supported
end of link, Italiano (Italia)Partially supported, not busy
end of listitem, level 1, position 6, set size 9
listitem, level 1, position 7, set size 9
link, Português (Brasil)Partially supported, not busy
Português (Brasil)
Partially supported
end of link, Português (Brasil)Partially supported, not busy
end of listitem, level 1, position 7, set size 9
listitem, level 1, position 8, set size 9
link, Español de EspañaPartially supported, not busy
Español de España
Partially supported
end of link, Español de EspañaPartially supported, not busy
end of listitem, level 1, position 8, set size 9
listitem, level 1, position 9, set size 9
link, Español de MéxicoPartially supported, not busy
Español de México
Partially supported
end of link, Español de MéxicoPartially supported, not busy
end of listitem, level 1, position 9, set size 9
end of list
checkbox, Auto Translation, Show automatic translations where available, checked, not busy
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot the language list, before hydration */

snapshots["the language drawer, 800 px, before hydration"] = 
`closed:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
end, not busy
open:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
dialog, Language
dialog, Language
heading, Language, level 2
button, Close
list
listitem, level 1, position 1, set size 9
button, American English Fully supported, not busy, current item, disabled
American English
Fully supported
end of button, American English Fully supported, not busy, current item, disabled
end of listitem, level 1, position 1, set size 9
listitem, level 1, position 2, set size 9
link, Français canadien Partially supported, not busy
Français canadien
Partially supported
end of link, Français canadien Partially supported, not busy
end of listitem, level 1, position 2, set size 9
listitem, level 1, position 3, set size 9
link, Français (France) Partially supported, not busy
Français (France)
Partially supported
end of link, Français (France) Partially supported, not busy
end of listitem, level 1, position 3, set size 9
listitem, level 1, position 4, set size 9
link, Deutsch (Deutschland) Partially supported, not busy
Deutsch (Deutschland)
Partially supported
end of link, Deutsch (Deutschland) Partially supported, not busy
end of listitem, level 1, position 4, set size 9
listitem, level 1, position 5, set size 9
link, हिन्दी (भारत) Partially supported, not busy
हिन्दी (भारत)
Partially supported
end of link, हिन्दी (भारत) Partially supported, not busy
end of listitem, level 1, position 5, set size 9
listitem, level 1, position 6, set size 9
link, Italiano (Italia) Partially supported, not busy
Italiano (Italia)
Partially supported
end of link, Italiano (Italia) Partially supported, not busy
end of listitem, level 1, position 6, set size 9
listitem, level 1, position 7, set size 9
link, Português (Brasil) Partially supported, not busy
Português (Brasil)
Partially supported
end of link, Português (Brasil) Partially supported, not busy
end of listitem, level 1, position 7, set size 9
listitem, level 1, position 8, set size 9
link, Español de España Partially supported, not busy
Español de España
Partially supported
end of link, Español de España Partially supported, not busy
end of listitem, level 1, position 8, set size 9
listitem, level 1, position 9, set size 9
link, Español de México Partially supported, not busy
Español de México
Partially supported
end of link, Español de México Partially supported, not busy
end of listitem, level 1, position 9, set size 9
end of list
checkbox, Auto Translation, Show automatic translations where available, checked, not busy
end of dialog, Language
link, Use app
Use app
end of link, Use app
end of banner
end, not busy`;
/* end snapshot the language drawer, 800 px, before hydration */

snapshots["the category menu, before hydration"] = 
`closed:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
end, not busy
open:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
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
/* end snapshot the category menu, before hydration */

snapshots["search mode, 375 px, before hydration"] = 
`closed:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
button, Open search
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
end, not busy
open:
not busy
banner
link, Marquee home
Marquee
end of link, Marquee home
button, Menu, has popup dialog
search
button, Search category: All
Search category: All
end of button, Search category: All
combobox, Search Marquee, has popup listbox, not expanded, autocomplete in list, 1 control
status
button, Search
button, Close search
end of search
button, Open search
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
end, not busy`;
/* end snapshot search mode, 375 px, before hydration */

