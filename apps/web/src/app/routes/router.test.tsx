// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';

afterEach(cleanup);

describe('the first load', () => {
  it('shows a loading status while the page code arrives, without the router warning "No HydrateFallback"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/demo'] });
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading Skald' })).toBeTruthy();
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    router.dispose();
    warn.mockRestore();
  });
});
