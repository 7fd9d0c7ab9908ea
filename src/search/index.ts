export { SearchBar, type SearchBarProps } from './SearchBar';
export { searchStyles } from './search.styles';
export { typedBeforeScript } from './typedBeforeScript';
