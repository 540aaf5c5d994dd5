import type { ComponentType } from 'react';

/** Loads one screen group's module; each group becomes its own chunk. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

const compendiumLists = () => import('../../features/compendium/list/list-pages.tsx');
const compendiumEntries = () => import('../../features/compendium/detail/entry-pages.tsx');
const homebrew = () => import('../../features/compendium/homebrew/homebrew-pages.tsx');

export const screens = {
  home: () => import('../../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
  offline: () => import('../../features/offline/OfflinePage.tsx').then((m) => ({ Component: m.OfflinePage })),
  notBuilt: () => import('../../components/NotBuiltYetPage.tsx').then((m) => ({ Component: m.NotBuiltYetPage })),
  notFound: () => import('../../features/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
  about: () => import('../../features/about/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),

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

  // Running encounters
  demoBuilder: () =>
    import('../../features/encounter-runner/builder/DemoBuilderPage.tsx').then((m) => ({
      Component: m.DemoBuilderPage,
    })),
  runDemo: () => import('../../features/encounter-runner/RunDemoPage.tsx').then((m) => ({ Component: m.RunDemoPage })),
} satisfies Record<string, ScreenLoader>;
