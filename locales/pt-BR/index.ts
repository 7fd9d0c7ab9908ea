import pt_PT from '../pt-PT';
import type { RegionalVariant } from '../localeTypes';
import { overBase } from '../regional';

/** What Brazilian Portuguese says differently from pt-PT; everything else is pt-PT. */
const pt_BR = {
  header: {
    proNewTab: 'Pro (abre em uma nova aba)',
    useApp: 'Usar o app',
    signIn: 'Entrar',
    yourAccount: 'Sua conta',
    watchlist: 'Lista para assistir',
    yourActivity: 'Sua atividade',
    yourProfile: 'Seu perfil',
    accountSettings: 'Configurações da conta',
    yourLists: 'Suas listas',
    yourRatings: 'Suas avaliações',
    yourWatchlist: 'Sua lista para assistir',
    signOut: 'Sair',
    coachmark: 'Entre para montar sua lista para assistir, avaliar títulos e receber recomendações feitas para você.',
  },
  nav: {
    expand: 'Expandir links de {group}',
    collapse: 'Recolher links de {group}',
    watch: 'Assistir',
    awardsAndEvents: 'Prêmios e eventos',
    browseMoviesByGenre: 'Explorar filmes por gênero',
    topBoxOffice: 'Maiores bilheterias',
    showtimesAndTickets: 'Sessões e ingressos',
    whatsOnTv: 'Na TV e no streaming',
    browseTvByGenre: 'Explorar séries por gênero',
    whatToWatch: 'O que assistir',
    latestTrailers: 'Últimos trailers',
    picks: 'Escolhas dos editores',
    oscars: 'Oscar',
    starmeterAwards: 'Prêmios STARmeter',
    awardsCentral: 'Central de prêmios',
    festivalCentral: 'Central de festivais',
    bornToday: 'Aniversariantes do dia',
    celebrityNews: 'Notícias de celebridades',
    helpCenter: 'Central de ajuda',
    polls: 'Enquetes',
    trending: 'Em alta',
    independentSpiritAwards: 'Prêmios Independent Spirit',
    womensHistoryMonth: 'Mês da História da Mulher',
    indiaTvSpotlight: 'TV indiana em destaque',
    videoGames: 'Videogames',
  },
  search: {
    noResults: 'Nenhum resultado encontrado.',
  },
  language: {
    fullySupported: 'Suporte completo',
    switching: 'Mudando o idioma…',
  },
  footer: {
    button_openInApp: 'Abrir no app',
    button_sign_in: 'Entre para acessar mais recursos',
    get_app_title: 'Baixe o app',
    firstRow_link_app: 'Baixe o app',
    firstRow_link_desktop: 'Ver site completo',
    firstRow_link_boxOffice: 'Bilheteria',
    secondRow_link_jobs: 'Trabalhe conosco',
    secondRow_link_conditions: 'Termos de uso',
    secondRow_link_adsPrivacyChoices: 'Suas escolhas de privacidade de anúncios',
    link_newTab: '(abre em uma nova aba)',
  },
  consent: {
    title: 'Selecione suas preferências',
  },
} satisfies RegionalVariant;

export { pt_BR as differences };
export default overBase(pt_PT, pt_BR);
