/** This feature's screens. */
export { BuilderListPage } from './BuilderListPage.tsx';
export { BuilderPage } from './BuilderPage.tsx';
export { ToolsBuilderPage } from './ToolsBuilderPage.tsx';
