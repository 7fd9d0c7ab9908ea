export { SearchBar, type SearchBarProps } from './SearchBar';
export { searchStyles } from './search.styles';
export { typedBeforeScript } from './typedBeforeScript';
/** The open menu's and list's styles load on demand (searchLists.styles.ts). */
export const loadSearchListStyles = () => import('./searchLists.styles').then((module) => [module.searchListStyles]);
