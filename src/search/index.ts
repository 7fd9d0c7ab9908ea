export { SearchBar, type SearchBarProps } from './SearchBar';
export { searchCategoryNameStyles, searchStyles } from './search.styles';
export { isSearchModel, type SearchModel } from './searchModel';
export { pageNavigated } from './searchSlice';
/** What was typed into server-rendered search before the script ran: read on hydrating only. */
/** The open menu's and list's styles load on demand (searchLists.styles.ts). */
export const loadSearchListStyles = () => import('./searchLists.styles').then((module) => [module.searchListStyles, module.suggestionListStyles]);
