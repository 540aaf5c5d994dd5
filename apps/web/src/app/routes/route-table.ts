import type { RouteMeta } from '../../lib/route-meta.ts';
import { type ScreenLoader, screens } from './screens.ts';

export interface PageRoute {
  path: string;
  meta: RouteMeta;
  screen: ScreenLoader;
}

const publicPage = (
  path: string,
  title: string | undefined,
  extra: Partial<RouteMeta> = {},
  screen = screens.notBuilt,
) => ({ path, meta: { access: 'public', title, ...extra }, screen }) satisfies PageRoute;
const loginPage = (path: string, title: string, extra: Partial<RouteMeta> = {}, screen = screens.notBuilt) =>
  ({ path, meta: { access: 'login', title, ...extra }, screen }) satisfies PageRoute;
const adminPage = (path: string, title: string) =>
  ({ path, meta: { access: 'admin', title }, screen: screens.notBuilt }) satisfies PageRoute;

const fullScreen = { sidebar: false } as const;

/** Content areas a signed-in user owns, each with a list, an add form and an edit page (one editor screen). */
const contentCollections = [
  ['players', 'Players', 'player', screens.playerList, screens.playerEditor],
  ['npcs', 'NPCs', 'NPC', screens.npcList, screens.npcEditor],
  ['spells', 'Spells', 'spell', screens.spellList, screens.spellEditor],
  ['reminders', 'Reminders', 'reminder', screens.reminderList, screens.reminderEditor],
  ['items', 'Items', 'item', screens.itemList, screens.itemEditor],
] as const;

/** Each compendium list with its screen, its entry screen and the description of the list page. */
const compendiumKinds = [
  [
    'monsters',
    'Monsters',
    screens.monsters,
    screens.monster,
    'Search and filter the SRD 5.1 monsters by name, type, size, challenge rating and alignment; roll their attacks from the stat block.',
  ],
  [
    'spells',
    'Spells',
    screens.spells,
    screens.spell,
    'Search the SRD 5.1 spells by name, level, school and class, with components, duration and higher-level effects.',
  ],
  [
    'conditions',
    'Conditions',
    screens.conditions,
    screens.condition,
    'What each 5e condition does: blinded, charmed, frightened, grappled, stunned and the rest, from the SRD 5.1.',
  ],
  [
    'items',
    'Items',
    screens.items,
    screens.item,
    'Weapons, armor, adventuring gear and magic items of the SRD 5.1, by kind and rarity.',
  ],
  [
    'rules',
    'Rules',
    screens.rules,
    screens.rule,
    'The rules of play from the SRD 5.1: combat, adventuring, ability checks, spellcasting and their sections.',
  ],
] as const;

const adminAreas = [
  ['users', 'Users'],
  ['users/:id', 'User'],
  ['patrons', 'Patrons'],
  ['patrons/new', 'New patron'],
  ['patrons/:id', 'Patron'],
  ['vouchers', 'Vouchers'],
  ['promotions', 'Promotions'],
  ['subscriptions', 'Subscriptions'],
  ['export_csv', 'Export CSV'],
  ['export', 'Export'],
  ['xml', 'XML'],
  ['prerender', 'Prerender'],
  ['monster-update', 'Monster update'],
  ['search-table', 'Search table'],
  ['update-db-keys', 'Update database keys'],
  ['restruct-db', 'Restructure database'],
] as const;

const characterBuilderTabs = ['general', 'info', 'race', 'class', 'abilities', 'equipment'] as const;

/** Every page of Skald: both specifications' route tables with their access rules. */
export const pageRoutes: PageRoute[] = [
  publicPage('/', undefined, { offline: true }, screens.home),

  // Signed-in content
  loginPage('/content', 'My content', {}, screens.contentOverview),
  loginPage('/content/overview', 'My content', {}, screens.contentOverview),
  loginPage('/content/manage', 'Manage content', {}, screens.contentManage),
  loginPage('/content/import', 'Import content', {}, screens.contentImport),
  loginPage('/content/import/hk_import', 'Move from Shieldmaiden', {}, screens.contentMoveIn),
  loginPage('/content/campaigns', 'Campaigns', {}, screens.campaignList),
  loginPage('/content/campaigns/:campid', 'Campaign', {}, screens.campaign),
  loginPage('/content/campaigns/:campid/:encid', 'Edit encounter', {}, screens.encounterBuilder),
  ...contentCollections.flatMap(([path, plural, singular, list, editor]) => [
    loginPage(`/content/${path}`, plural, {}, list),
    loginPage(`/content/${path}/add-${path.replace(/s$/, '')}`, `Add ${singular}`, {}, editor),
    loginPage(`/content/${path}/:id`, `Edit ${singular}`, {}, editor),
  ]),
  loginPage('/content/character-builder', 'Character builder', {}, screens.characterBuilds),
  loginPage('/content/character-builder/:id', 'Character builder', {}, screens.characterBuilder),
  ...characterBuilderTabs.map((tab) =>
    loginPage(`/content/character-builder/:id/${tab}`, 'Character builder', {}, screens.characterBuilder),
  ),
  loginPage('/content/companions/:id', 'Companion', {}, screens.companion),
  loginPage('/content/companions/:userid/:id', 'Companion', {}, screens.companion),
  loginPage('/content/characters', 'Characters', {}, screens.characterList),
  loginPage('/content/characters/:id', 'Character', {}, screens.characterEditor),
  loginPage('/content/followed', 'Followed', {}, screens.followed),
  loginPage('/content/settings', 'Settings', {}, screens.settings),

  // Running encounters
  // A saved encounter keeps running offline (issue 13): its fight and waiting gestures are kept in IndexedDB.
  loginPage('/run-encounter/:campid/:encid', 'Run encounter', { ...fullScreen, offline: true }, screens.runEncounter),
  loginPage('/test-encounter/:campid/:encid', 'Test encounter', fullScreen, screens.testEncounter),
  publicPage(
    '/demo',
    'Demo encounter',
    {
      description: 'Try Skald without an account: build a fight against orcs and an ogre, then run it round by round.',
    },
    screens.demoBuilder,
  ),
  publicPage('/demo/run-encounter', 'Run the demo encounter', fullScreen, screens.runDemo),
  publicPage('/weather-demo', 'Weather effects', fullScreen, screens.weatherDemo),
  // follow.html serves these; a link inside the app hands over to it with a full page load.
  publicPage('/user/:userid', 'Live initiative', fullScreen, screens.followPage),
  publicPage('/user/:userid/:campid', 'Live initiative', fullScreen, screens.followPage),

  // Tools
  publicPage(
    '/tools',
    'Tools',
    {
      description: 'Free tools for 5e game masters: combat tracker, encounter builder, DM screen and monster creator.',
    },
    screens.tools,
  ),
  publicPage('/tools/combat-tracker', 'Combat tracker', {}, screens.demoBuilder),
  publicPage('/tools/encounter-builder', 'Encounter builder', {}, screens.publicEncounterBuilder),
  publicPage('/tools/dm-screen', 'DM screen', {}, screens.dmScreen),
  publicPage('/tools/monster-creator', 'Monster creator', {}, screens.monsterCreator),
  publicPage('/tools/spell-creator', 'Spell creator', {}, screens.spellCreator),
  publicPage('/tools/character-sync', 'Character sync', {}, screens.characterSync),
  publicPage('/tools/character-builder', 'Character builder', {}, screens.toolsCharacterBuilder),
  publicPage('/tools/homebrew-creation', 'Homebrew creation', {}, screens.homebrewCreation),

  // Reference. The compendium opens offline: the service worker keeps the answers already fetched
  // (apps/web/pwa-compendium-cache.ts), and a list or entry never fetched says it needs the network.
  publicPage(
    '/compendium',
    'Compendium',
    {
      offline: true,
      description: 'Monsters, spells, items, conditions and rules of the 5e System Reference Document 5.1.',
    },
    screens.compendium,
  ),
  ...compendiumKinds.flatMap(([path, title, list, entry, description]) => [
    publicPage(`/compendium/${path}`, title, { offline: true, description }, list),
    publicPage(`/compendium/${path}/:id`, title, { offline: true }, entry),
  ]),
  publicPage(
    '/homebrew',
    'Homebrew',
    { offline: true, description: 'Homebrew monsters made by the community, with stat blocks and dice to roll.' },
    screens.homebrew,
  ),
  publicPage('/homebrew/:id', 'Homebrew', { offline: true }, screens.homebrewMonster),
  publicPage('/homebrew/:kind/:id', 'Homebrew', {}, screens.sharedHomebrew),

  // Admin and contributors
  adminPage('/admin', 'Admin'),
  ...adminAreas.map(([path, title]) => adminPage(`/admin/${path}`, `Admin: ${title}`)),
  loginPage('/contribute', 'Contribute'),
  loginPage('/contribute/spells', 'Contribute spells'),
  loginPage('/contribute/spells/:id', 'Contribute spell'),
  loginPage('/contribute/spells/:id/edit', 'Edit contributed spell'),

  // Accounts
  publicPage(
    '/sign-in',
    'Sign in',
    { description: 'Sign in to Skald to run your campaigns and encounters.' },
    screens.signIn,
  ),
  publicPage(
    '/sign-up',
    'Sign up',
    { description: 'Create a free Skald account for your campaigns, monsters and players.' },
    screens.signUp,
  ),
  publicPage('/forgot-password', 'Forgot password', {}, screens.forgotPassword),
  publicPage('/verify-email', 'Verify e-mail address', {}, screens.verifyEmail),
  publicPage('/set-username', 'Choose a username', {}, screens.setUsername),
  loginPage('/profile', 'Profile', {}, screens.profile),
  loginPage('/profile/delete-account', 'Delete account', {}, screens.deleteAccount),
  loginPage('/link-patreon-account', 'Link patron account'),

  // Information
  publicPage('/pricing', 'Pricing'),
  publicPage(
    '/about-us',
    'About Skald',
    { description: 'What Skald is, who it is for, and the SRD 5.1 material it uses under CC-BY-4.0.' },
    screens.about,
  ),
  publicPage('/documentation', 'Documentation'),
  publicPage('/support', 'Support'),
  publicPage('/feedback', 'Feedback'),
  publicPage('/changelog', 'Changelog'),
  publicPage('/privacy-policy', 'Privacy policy'),
  publicPage('/character-sync-privacy-policy', 'Character sync privacy policy'),
  publicPage('/cookies', 'Cookies'),
  publicPage('/sitemap', 'Sitemap'),
  publicPage('/poster', 'Poster'),
  publicPage('/offline', 'Offline', { offline: true }, screens.offline),
];

/** Shown for any path no route matches. */
export const notFoundRoute: PageRoute = publicPage('*', 'Page not found', { offline: true }, screens.notFound);
