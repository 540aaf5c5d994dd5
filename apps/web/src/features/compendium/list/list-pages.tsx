import { CompendiumListPage } from './CompendiumListPage.tsx';

/** One screen per kind, so the route table can point each /compendium/{kind} at its own. */
export const MonsterListPage = () => <CompendiumListPage kind="monsters" />;
export const SpellListPage = () => <CompendiumListPage kind="spells" />;
export const ItemListPage = () => <CompendiumListPage kind="items" />;
export const ConditionListPage = () => <CompendiumListPage kind="conditions" />;
export const RuleListPage = () => <CompendiumListPage kind="rules" />;
