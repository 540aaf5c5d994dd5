/** The tools' own pages, one chunk: the index and the homebrew hub. */
export { HomebrewCreationPage } from './HomebrewCreationPage.tsx';
export { ToolsIndexPage } from './ToolsIndexPage.tsx';
