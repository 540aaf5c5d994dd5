import type { ComponentType } from 'react';

/** Loads one screen group's module; each group becomes its own chunk. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

const compendiumLists = () => import('../../features/compendium/list/list-pages.tsx');
const compendiumEntries = () => import('../../features/compendium/detail/entry-pages.tsx');
const homebrew = () => import('../../features/compendium/homebrew/homebrew-pages.tsx');
const itemScreens = () => import('../../features/custom-items/item-screens.ts');
const npcScreens = () => import('../../features/npcs/npc-screens.ts');
const spellScreens = () => import('../../features/custom-spells/spell-screens.ts');
const monsterCreatorScreens = () => import('../../features/npcs/creator/creator-screens.ts');
const reminderScreens = () => import('../../features/reminders/reminder-screens.ts');
const characterScreens = () => import('../../features/characters/character-screens.ts');
const playerScreens = () => import('../../features/players/player-screens.ts');
const campaignScreens = () => import('../../features/campaigns/campaign-screens.ts');
const encounterBuilderScreens = () => import('../../features/encounter-builder/encounter-builder-screens.ts');
const ioScreens = () => import('../../features/content-io/io-screens.ts');
const manageScreens = () => import('../../features/content-manage/manage-screens.ts');
const toolScreens = () => import('../../features/tools/tool-screens.ts');
const builderScreens = () => import('../../features/character-builder/builder-screens.ts');
const savedEncounterScreens = () => import('../../features/encounter-runner/saved/saved-screens.ts');

export const screens = {
  home: () => import('../../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
  offline: () => import('../../features/offline/OfflinePage.tsx').then((m) => ({ Component: m.OfflinePage })),
  notBuilt: () => import('../../components/NotBuiltYetPage.tsx').then((m) => ({ Component: m.NotBuiltYetPage })),
  notFound: () => import('../../features/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
  about: () => import('../../features/about/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
  tools: () => toolScreens().then((m) => ({ Component: m.ToolsIndexPage })),
  dmScreen: () => import('../dm-screen/DmScreenScreen.tsx').then((m) => ({ Component: m.DmScreenScreen })),
  homebrewCreation: () => toolScreens().then((m) => ({ Component: m.HomebrewCreationPage })),

  // Compendium views
  compendium: () =>
    import('../../features/compendium/CompendiumIndexPage.tsx').then((m) => ({ Component: m.CompendiumIndexPage })),
  monsters: () => compendiumLists().then((m) => ({ Component: m.MonsterListPage })),
  spells: () => compendiumLists().then((m) => ({ Component: m.SpellListPage })),
  items: () => compendiumLists().then((m) => ({ Component: m.ItemListPage })),
  conditions: () => compendiumLists().then((m) => ({ Component: m.ConditionListPage })),
  rules: () => compendiumLists().then((m) => ({ Component: m.RuleListPage })),
  monster: () => compendiumEntries().then((m) => ({ Component: m.MonsterPage })),
  spell: () => compendiumEntries().then((m) => ({ Component: m.SpellPage })),
  item: () => compendiumEntries().then((m) => ({ Component: m.ItemPage })),
  condition: () => compendiumEntries().then((m) => ({ Component: m.ConditionPage })),
  rule: () => compendiumEntries().then((m) => ({ Component: m.RulePage })),
  homebrew: () => homebrew().then((m) => ({ Component: m.HomebrewListPage })),
  homebrewMonster: () => homebrew().then((m) => ({ Component: m.HomebrewMonsterPage })),
  sharedHomebrew: () => homebrew().then((m) => ({ Component: m.SharedEntryPage })),

  // Accounts
  signIn: () => import('../../features/auth/SignInPage.tsx').then((m) => ({ Component: m.SignInPage })),
  signUp: () => import('../../features/auth/SignUpPage.tsx').then((m) => ({ Component: m.SignUpPage })),
  forgotPassword: () =>
    import('../../features/auth/ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  verifyEmail: () => import('../../features/auth/VerifyEmailPage.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  setUsername: () => import('../../features/auth/SetUsernamePage.tsx').then((m) => ({ Component: m.SetUsernamePage })),
  profile: () => import('../../features/account/ProfilePage.tsx').then((m) => ({ Component: m.ProfilePage })),
  deleteAccount: () =>
    import('../../features/account/DeleteAccountPage.tsx').then((m) => ({ Component: m.DeleteAccountPage })),
  settings: () => import('../../features/account/SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })),
  contentOverview: () =>
    import('../../features/account/ContentOverviewPage.tsx').then((m) => ({ Component: m.ContentOverviewPage })),

  // The library
  itemList: () => itemScreens().then((m) => ({ Component: m.ItemListPage })),
  itemEditor: () => itemScreens().then((m) => ({ Component: m.ItemEditorPage })),
  npcList: () => npcScreens().then((m) => ({ Component: m.NpcListPage })),
  npcEditor: () => npcScreens().then((m) => ({ Component: m.NpcEditorPage })),
  companion: () => npcScreens().then((m) => ({ Component: m.CompanionPage })),
  spellList: () => spellScreens().then((m) => ({ Component: m.SpellListPage })),
  spellEditor: () => spellScreens().then((m) => ({ Component: m.SpellEditorPage })),
  spellCreator: () => spellScreens().then((m) => ({ Component: m.SpellCreatorPage })),
  monsterCreator: () => monsterCreatorScreens().then((m) => ({ Component: m.MonsterCreatorPage })),
  reminderList: () => reminderScreens().then((m) => ({ Component: m.ReminderListPage })),
  reminderEditor: () => reminderScreens().then((m) => ({ Component: m.ReminderEditorPage })),
  characterList: () => characterScreens().then((m) => ({ Component: m.CharacterListPage })),
  characterEditor: () => characterScreens().then((m) => ({ Component: m.CharacterEditorPage })),
  characterBuilds: () => builderScreens().then((m) => ({ Component: m.BuilderListPage })),
  characterBuilder: () => builderScreens().then((m) => ({ Component: m.BuilderPage })),
  toolsCharacterBuilder: () => builderScreens().then((m) => ({ Component: m.ToolsBuilderPage })),
  characterSync: () =>
    import('../../features/character-sync/CharacterSyncPage.tsx').then((m) => ({ Component: m.CharacterSyncPage })),
  playerList: () => playerScreens().then((m) => ({ Component: m.PlayerListPage })),
  playerEditor: () => playerScreens().then((m) => ({ Component: m.PlayerEditorPage })),
  campaignList: () => campaignScreens().then((m) => ({ Component: m.CampaignListPage })),
  campaign: () => import('./campaign-screen.tsx').then((m) => ({ Component: m.CampaignScreen })),
  encounterBuilder: () => encounterBuilderScreens().then((m) => ({ Component: m.EncounterBuilderPage })),
  publicEncounterBuilder: () =>
    import('../../features/encounter-builder/tools/tools-builder-screens.ts').then((m) => ({
      Component: m.PublicEncounterBuilderPage,
    })),
  contentImport: () => ioScreens().then((m) => ({ Component: m.ImportPage })),
  contentMoveIn: () => ioScreens().then((m) => ({ Component: m.MoveInPage })),
  contentManage: () => manageScreens().then((m) => ({ Component: m.ManagePage })),
  followed: () => manageScreens().then((m) => ({ Component: m.FollowedPage })),

  // Running encounters
  demoBuilder: () =>
    import('../../features/encounter-runner/builder/DemoBuilderPage.tsx').then((m) => ({
      Component: m.DemoBuilderPage,
    })),
  runDemo: () => import('../../features/encounter-runner/RunDemoPage.tsx').then((m) => ({ Component: m.RunDemoPage })),
  runEncounter: () => savedEncounterScreens().then((m) => ({ Component: m.RunEncounterPage })),
  testEncounter: () => savedEncounterScreens().then((m) => ({ Component: m.TestEncounterPage })),
  weatherDemo: () =>
    import('../../features/weather/WeatherDemoPage.tsx').then((m) => ({ Component: m.WeatherDemoPage })),

  // The follow pages are their own entry (follow.html): the app loads them in full.
  followPage: () => import('./FollowPageHandover.tsx').then((m) => ({ Component: m.FollowPageHandover })),
} satisfies Record<string, ScreenLoader>;
