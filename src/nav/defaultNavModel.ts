import type { Message, NavLink, NavModel } from './navModel';
import { PRO_HREF } from './proHref';

const m = (id: string, defaultMessage: string): Message => ({ id, defaultMessage });
const link = (categoryId: string, id: string, text: string, href: string, ref: string): NavLink => ({
  categoryId,
  message: m(id, text),
  href,
  ref,
});

/** The sample menu of spec §2; loaded with the drawer, not before. */
export const defaultNavModel: NavModel = {
  navLinkCategories: [
    { id: 'movies', icon: 'movie', message: m('movies', 'Movies') },
    { id: 'tv', icon: 'television', message: m('tvShows', 'TV Shows') },
    { id: 'watch', icon: 'video', message: m('watch', 'Watch') },
    { id: 'awards', icon: 'star', message: m('awardsAndEvents', 'Awards & Events') },
    { id: 'celebs', icon: 'people', message: m('celebs', 'Celebs') },
    { id: 'community', icon: 'globe', message: m('community', 'Community') },
  ],
  navLinks: [
    link('movies', 'releaseCalendar', 'Release Calendar', '/calendar/', 'nv_mv_cal'),
    link('movies', 'top250Movies', 'Top 250 Movies', '/chart/top/', 'nv_mv_250'),
    link('movies', 'mostPopularMovies', 'Most Popular Movies', '/chart/moviemeter/', 'nv_mv_mpm'),
    link('movies', 'browseMoviesByGenre', 'Browse Movies by Genre', '/feature/genre/', 'nv_ch_gr'),
    link('movies', 'topBoxOffice', 'Top Box Office', '/chart/boxoffice/', 'nv_ch_cht'),
    link('movies', 'showtimesAndTickets', 'Showtimes & Tickets', '/showtimes/', 'nv_mv_sh'),
    link('movies', 'movieNews', 'Movie News', '/news/movie/', 'nv_nw_mv'),
    link('movies', 'indiaMovieSpotlight', 'India Movie Spotlight', '/india/toprated/', 'nv_mv_in'),
    link('tv', 'whatsOnTv', "What's on TV & Streaming", '/whats-on-tv/', 'nv_tv_ontv'),
    link('tv', 'top250Tv', 'Top 250 TV Shows', '/chart/toptv/', 'nv_tvv_250'),
    link('tv', 'mostPopularTv', 'Most Popular TV Shows', '/chart/tvmeter/', 'nv_tvv_mptv'),
    link('tv', 'browseTvByGenre', 'Browse TV Shows by Genre', '/feature/genre/', 'nv_tv_gr'),
    link('tv', 'tvNews', 'TV News', '/news/tv/', 'nv_nw_tv'),
    link('watch', 'whatToWatch', 'What to Watch', '/what-to-watch/', 'nv_watch'),
    link('watch', 'latestTrailers', 'Latest Trailers', '/trailers/', 'nv_mv_tr'),
    link('watch', 'originals', 'Originals', '/originals/', 'nv_sf_ori'),
    link('watch', 'picks', 'Editor’s Picks', '/imdbpicks/', 'nv_pks'),
    link('watch', 'podcasts', 'Podcasts', '/search/title/?title_type=podcastSeries', 'nv_pod'),
    link('awards', 'oscars', 'Oscars', '/oscars/', 'nv_ev_acd'),
    link('awards', 'starmeterAwards', 'STARmeter Awards', '/starmeterawards/', 'nv_ev_sma'),
    link('awards', 'awardsCentral', 'Awards Central', '/awards-central/', 'nv_ev_awrd'),
    link('awards', 'festivalCentral', 'Festival Central', '/festival-central/', 'nv_ev_fc'),
    link('awards', 'allEvents', 'All Events', '/event/', 'nv_ev_all'),
    link('awards', 'spotlight', 'Spotlight', '/spotlight/', 'nv_ev_sp'),
    link('awards', 'halloween', 'Halloween', '/event/halloween/', 'nv_ev_hal'),
    link('awards', 'hispanicHeritageMonth', 'Hispanic Heritage Month', '/event/hispanic-heritage-month/', 'nv_ev_hhm'),
    link('awards', 'mami', 'MAMI', '/event/mami/', 'nv_ev_mami'),
    link('celebs', 'bornToday', 'Born Today', '/feature/bornondate/', 'nv_cel_bd'),
    link('celebs', 'mostPopularCelebs', 'Most Popular Celebs', '/chart/starmeter/', 'nv_cel_m'),
    link('celebs', 'celebrityNews', 'Celebrity News', '/news/celebrity/', 'nv_cel_nw'),
    link('community', 'helpCenter', 'Help Center', 'https://help.marquee.example/', 'nv_cm_hc'),
    link('community', 'contributorZone', 'Contributor Zone', 'https://contribute.marquee.example/', 'nv_cm_cz'),
    link('community', 'polls', 'Polls', '/poll/', 'nv_cm_pl'),
  ],
  proLink: { message: m('proEdition', 'Go to Pro'), href: PRO_HREF, ref: 'nv_pro' },
  industryLink: { message: m('forIndustryProfessionals', 'For Industry Professionals'), href: '/pro/industry/', ref: 'nv_pro_ip' },
};


/**
 * Spec §1: the Spanish bundle adds these links to the menu. Its 'podcasts' is the Watch group's
 * Podcasts link, which every locale already has, so it is not added a second time.
 */
export const spanishExtraLinks: NavLink[] = [
  link('watch', 'trending', 'Trending', '/trending/', 'nv_es_trd'),
  link('watch', 'mostPopular', 'Most Popular', '/chart/moviemeter/?sort=popularity', 'nv_es_pop'),
  link('movies', 'bestPictureWinners', 'Best Picture Winners', '/search/title/?groups=best_picture_winner', 'nv_es_bpw'),
  link('tv', 'indiaTvSpotlight', 'India TV Spotlight', '/india/tv/', 'nv_es_intv'),
  link('watch', 'musicVideos', 'Music Videos', '/search/title/?title_type=music_video', 'nv_es_mv'),
  link('watch', 'videoGames', 'Video Games', '/search/title/?title_type=video_game', 'nv_es_vg'),
  link('awards', 'sxsw', 'SXSW', '/festival-central/sxsw/', 'nv_es_sxsw'),
  link('awards', 'independentSpiritAwards', 'Independent Spirit Awards', '/event/independent-spirit-awards/', 'nv_es_isa'),
  link('awards', 'womensHistoryMonth', "Women's History Month", '/womens-history-month/', 'nv_es_whm'),
];

/** The site's own menu in a locale: Spanish locales get their extra links. */
export function siteNavModel(locale: string): NavModel {
  return locale.startsWith('es-') ? { ...defaultNavModel, navLinks: [...defaultNavModel.navLinks, ...spanishExtraLinks] } : defaultNavModel;
}
