import fr_FR from '../fr-FR';
import type { RegionalVariant } from '../localeTypes';
import { overBase } from '../regional';

/**
 * What Canadian French says differently from fr-FR; everything else is fr-FR. Québec typography:
 * no space before ?, a no-break space (U+00A0) before :.
 */
const fr_CA = {
  header: {
    tv: 'Télé',
    useApp: 'Utiliser l’appli',
    watchlist: 'Liste de visionnement',
    newCustomer: 'Pas encore de compte?',
    yourRatings: 'Vos évaluations',
    yourWatchlist: 'Votre liste de visionnement',
    coachmark: 'Connectez-vous pour tenir une liste de visionnement, évaluer des titres et recevoir des recommandations personnalisées.',
  },
  nav: {
    tvShows: 'Séries télé',
    celebs: 'Vedettes',
    topBoxOffice: 'Palmarès du box-office',
    showtimesAndTickets: 'Horaires et billets',
    movieNews: 'Nouvelles cinéma',
    indiaMovieSpotlight: 'Pleins feux sur le cinéma indien',
    whatsOnTv: 'À la télé et sur les plateformes',
    tvNews: 'Nouvelles télé',
    whatToWatch: 'Que regarder?',
    originals: 'Productions originales',
    podcasts: 'Balados',
    awardsCentral: 'Carrefour des prix',
    festivalCentral: 'Carrefour des festivals',
    spotlight: 'Pleins feux',
    mostPopularCelebs: 'Vedettes les plus populaires',
    celebrityNews: 'Nouvelles des vedettes',
    contributorZone: 'Espace des contributeurs',
    indiaTvSpotlight: 'Pleins feux sur la télé indienne',
    musicVideos: 'Vidéoclips',
    forIndustryProfessionals: 'Pour les professionnels de l’industrie',
  },
  search: {
    category_tvEpisodes: 'Épisodes télé',
    category_celebs: 'Vedettes',
    category_companies: 'Entreprises',
  },
  footer: {
    button_openInApp: 'Ouvrir dans l’appli',
    social_links_title: 'Suivez {site} sur les médias sociaux',
    get_app_title: 'Téléchargez l’appli',
    firstRow_link_app: 'Téléchargez l’appli',
    firstRow_link_desktop: 'Afficher le site complet',
    secondRow_link_pressRoom: 'Salle de presse',
    secondRow_link_jobs: 'Carrières',
  },
  consent: {
    title: 'Sélectionnez vos préférences',
  },
} satisfies RegionalVariant;

export { fr_CA as differences };
export default overBase(fr_FR, fr_CA);
