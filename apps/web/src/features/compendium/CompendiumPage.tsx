import { Anchor, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SrdAttribution } from '../../components/SrdAttribution.tsx';
import classes from './CompendiumPage.module.css';

export interface Crumb {
  to: string;
  label: string;
}

/** Where the page sits: Compendium / Monsters / Goblin; the last crumb is the page itself. */
function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={classes.crumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Anchor component={Link} to={crumb.to} inherit>
                {crumb.label}
              </Anchor>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Every compendium and homebrew page: breadcrumbs, the content, and the SRD 5.1 attribution under it. */
export function CompendiumPage({
  crumbs,
  size = 'md',
  children,
}: {
  crumbs: Crumb[];
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Container size={size} py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {crumbs.length > 1 && <Breadcrumbs crumbs={crumbs} />}
        {children}
      </Stack>
      <footer className={classes.footer}>
        <SrdAttribution />
      </footer>
    </Container>
  );
}
