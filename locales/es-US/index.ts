import es_MX from '../es-MX';
import type { RegionalVariant } from '../localeTypes';
import { overBase } from '../regional';

/** What US Spanish says differently from es-MX; everything else is es-MX. */
const es_US = {
  nav: {
    showtimesAndTickets: 'Horarios y boletos',
  },
  footer: {
    secondRow_link_jobs: 'Empleos',
  },
} satisfies RegionalVariant;

export { es_US as differences };
export default overBase(es_MX, es_US);
