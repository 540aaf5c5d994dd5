/** The monster creator's screen group: its own chunk, so the stat-block reader loads only here. */
export { MonsterCreatorPage } from './MonsterCreatorPage.tsx';
