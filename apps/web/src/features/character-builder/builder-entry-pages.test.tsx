// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, SIGNED_IN, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { BuilderListPage } from './BuilderListPage.tsx';
import { BUILD_ID, FLAGGED, storedBuild } from './builder-test-data.ts';
import { ToolsBuilderPage } from './ToolsBuilderPage.tsx';

describe('/tools/character-builder', SCREEN_TEST, () => {
  it.each([
    ['a flagged user', FLAGGED],
    ['an admin', { ...SIGNED_IN, admin: true }],
  ])('leads %s into the builder', async (_who, user) => {
    fakeServer({ 'GET /api/auth/session': sessionAnswer(user) });
    renderScreen('/tools/character-builder', { '/tools/character-builder': <ToolsBuilderPage /> });
    expect(await screen.findByRole('link', { name: 'Open the character builder' })).toHaveAttribute(
      'href',
      '/content/character-builder',
    );
    expect(screen.getByText('Alpha')).toBeInTheDocument();
  });

  it('tells anyone else that it is in alpha and who may use it, with no way in', async () => {
    fakeServer({ 'GET /api/auth/session': sessionAnswer(null) });
    renderScreen('/tools/character-builder', { '/tools/character-builder': <ToolsBuilderPage /> });
    expect(await screen.findByText(/open to administrators and to users whose contribute flag/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the character builder' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('/content/character-builder', SCREEN_TEST, () => {
  it('lists the builds and starts a new one on its General tab', async () => {
    const server = fakeServer({
      'GET /api/auth/session': sessionAnswer(FLAGGED),
      'GET /api/character-builder/builds': {
        body: {
          results: [
            { id: BUILD_ID, name: 'Brakka', level: 3, race: 'dwarf', class: 'fighter', updated: storedBuild().updated },
          ],
        },
      },
      'POST /api/character-builder/builds': { status: 201, body: storedBuild() },
    });
    const user = renderScreen('/content/character-builder', { '/content/character-builder': <BuilderListPage /> });
    expect(await screen.findByRole('link', { name: 'Brakka' })).toHaveAttribute(
      'href',
      `/content/character-builder/${BUILD_ID}/general`,
    );
    expect(screen.getByRole('row', { name: /Brakka/ })).toHaveTextContent('Brakka3DwarfFighter');
    await user.click(screen.getByRole('button', { name: 'New character' }));
    expect(await screen.findByText(`Now at /content/character-builder/${BUILD_ID}/general`)).toBeInTheDocument();
    expect(server.sent('POST /api/character-builder/builds')).toHaveLength(1);
  });
});
