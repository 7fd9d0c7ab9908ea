/**
 * The search group's messages that only the category menu's contents show, in English. Loaded with
 * them (src/search/CategoryMenuPanel.tsx, a chunk of its own), not up front: see ./messages.ts.
 */
export const searchMenuMessages = {
  categories: 'Search categories',
  advancedSearch: 'Advanced Search',
};
