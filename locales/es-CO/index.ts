import es_MX from '../es-MX';
import type { RegionalVariant } from '../localeTypes';
import { overBase } from '../regional';

/** What Colombian Spanish says differently from es-MX; everything else is es-MX. */
const es_CO = {
  nav: {
    showtimesAndTickets: 'Cartelera y boletas',
  },
  footer: {
    secondRow_link_jobs: 'Trabaja con nosotros',
  },
} satisfies RegionalVariant;

export { es_CO as differences };
export default overBase(es_MX, es_CO);
