export { SearchBar } from './SearchBar';
export { searchStyles } from './search.styles';
