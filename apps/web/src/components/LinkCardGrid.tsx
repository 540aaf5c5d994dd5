import { Badge, Card, Group, type MantineColor, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './LinkCardGrid.module.css';

export interface LinkCard {
  to: string;
  title: string;
  blurb: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color?: MantineColor;
  /** A stage label beside the title, such as Alpha. */
  badge?: string;
}

/** A grid of cards, each a whole-card link to a page: the ways into the compendium, the tools, the creators. */
export function LinkCardGrid({ cards, headingLevel = 2 }: { cards: readonly LinkCard[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={classes.grid}>
      {cards.map(({ to, title, blurb, icon: Icon, color, badge }) => (
        <li key={to}>
          <Card withBorder padding="lg" className={classes.card}>
            <ThemeIcon size={40} radius="md" variant="light" color={color} mb="sm" aria-hidden="true">
              <Icon size={22} stroke={1.6} />
            </ThemeIcon>
            <Group gap="xs" mb={4} wrap="nowrap">
              <Title order={headingLevel} fz="lg">
                <Link to={to} className={classes.link}>
                  {title}
                </Link>
              </Title>
              {badge && (
                <Badge size="sm" variant="light" color="orange">
                  {badge}
                </Badge>
              )}
            </Group>
            <Text c="dimmed" fz="sm">
              {blurb}
            </Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
