import { Group, Title, type TitleOrder } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './EntryCard.module.css';

interface EntryCardProps {
  name: string;
  headingLevel: number;
  subtitle?: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The frame of a spell, item, condition or rule: its name, a line about it, then its text. */
export function EntryCard({ name, headingLevel, subtitle, badges, children, testId }: EntryCardProps) {
  const id = useId();
  return (
    <article className={classes.card} aria-labelledby={id} data-testid={testId}>
      <div>
        <Title order={Math.min(6, headingLevel) as TitleOrder} id={id} className={classes.name}>
          {name}
        </Title>
        {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
        {badges && (
          <Group gap={6} mt={6}>
            {badges}
          </Group>
        )}
      </div>
      <hr className={classes.rule} />
      {children}
    </article>
  );
}

export function Properties({ children }: { children: ReactNode }) {
  return <dl className={classes.properties}>{children}</dl>;
}

export function PropertyRow({ name, children }: { name: string; children: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function CardSectionTitle({ level, children }: { level: number; children: ReactNode }) {
  return (
    <Title order={Math.min(6, level) as TitleOrder} className={classes.sectionTitle}>
      {children}
    </Title>
  );
}
