/** Old and short addresses, and where they now live (both specifications' redirect lists). */
export const redirects: { from: string; to: string }[] = [
  { from: '/home', to: '/' },
  { from: '/track-encounter/:userid', to: '/user/:userid' },
  ...['campaigns', 'players', 'characters', 'npcs', 'reminders', 'items', 'followed', 'settings'].map((area) => ({
    from: `/${area}`,
    to: `/content/${area}`,
  })),
  { from: '/encounters/*', to: '/content/campaigns' },
  { from: '/patreon', to: '/pricing' },
  { from: '/updates', to: '/changelog' },
  { from: '/combat-tracker', to: '/demo' },
  { from: '/monster-creator', to: '/tools/monster-creator' },
  { from: '/encounter-builder', to: '/tools/encounter-builder' },
  // The specifications name these tools by their action as well as by their page.
  { from: '/tools/build-encounter', to: '/tools/encounter-builder' },
  { from: '/tools/create-monster', to: '/tools/monster-creator' },
  { from: '/tools/create-spell', to: '/tools/spell-creator' },
];
