import { CompendiumEntryPage } from './CompendiumEntryPage.tsx';

/** One screen per kind, so the route table can point each /compendium/{kind}/:id at its own. */
export const MonsterPage = () => <CompendiumEntryPage kind="monsters" />;
export const SpellPage = () => <CompendiumEntryPage kind="spells" />;
export const ItemPage = () => <CompendiumEntryPage kind="items" />;
export const ConditionPage = () => <CompendiumEntryPage kind="conditions" />;
export const RulePage = () => <CompendiumEntryPage kind="rules" />;
