import es_ES from '../es-ES';
import type { RegionalVariant } from '../localeTypes';
import { overBase } from '../regional';

/** What Mexican Spanish says differently from es-ES; everything else is es-ES. */
const es_MX = {
  header: {
    accountSettings: 'Configuración de la cuenta',
    yourRatings: 'Tus calificaciones',
    coachmark: 'Inicia sesión para llevar tu lista de seguimiento, calificar títulos y recibir recomendaciones personalizadas.',
  },
  nav: {
    expand: 'Expandir enlaces de {group}',
    celebs: 'Celebridades',
    showtimesAndTickets: 'Cartelera y boletos',
    whatsOnTv: 'Qué hay en TV y streaming',
    picks: 'Selección de los editores',
    oscars: 'Premios Óscar',
    awardsCentral: 'Central de premios',
    festivalCentral: 'Central de festivales',
    mostPopularCelebs: 'Celebridades más populares',
    celebrityNews: 'Noticias de celebridades',
    bestPictureWinners: 'Ganadoras a Mejor Película',
    womensHistoryMonth: 'Mes de la Historia de la Mujer',
    musicVideos: 'Videos musicales',
    forIndustryProfessionals: 'Para profesionales de la industria',
  },
  search: {
    category_celebs: 'Celebridades',
    category_companies: 'Compañías',
    noResults: 'No se encontraron resultados.',
  },
  footer: {
    firstRow_link_desktop: 'Ver sitio completo',
    firstRow_link_siteIndex: 'Mapa del sitio',
    secondRow_link_jobs: 'Bolsa de trabajo',
    secondRow_link_adsPrivacyChoices: 'Tus opciones de privacidad de anuncios',
  },
} satisfies RegionalVariant;

export { es_MX as differences };
export default overBase(es_ES, es_MX);
