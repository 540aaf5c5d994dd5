import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { entryUrl, listUrl } from '../../../lib/compendium/compendium-api.ts';
import type { ListAnswer, RuleRecord } from '../../../lib/compendium/records.ts';
import { useApi } from '../../../lib/compendium/use-api.ts';
import { CardSectionTitle, EntryCard } from '../detail/EntryCard.tsx';
import { entryPath } from '../kinds.ts';
import { RichText } from '../text/RichText.tsx';

/** A rule's sections are the entries naming it as their parent; rules have a few dozen entries in all. */
const SECTIONS_QUERY = new URLSearchParams({ limit: '100', fields: 'parent' });

function RuleSection({ url, name, level }: { url: string; name: string; level: number }) {
  const { data, error, retry } = useApi<RuleRecord>(entryUrl('rules', url));
  return (
    <section aria-label={name}>
      <CardSectionTitle level={level}>
        <Anchor component={Link} to={entryPath('rules', url)} inherit>
          {name}
        </Anchor>
      </CardSectionTitle>
      {data ? (
        <RichText text={data.desc} headingLevel={level + 1} skipHeading={name} label={`${name} table`} />
      ) : error ? (
        <Text c="dimmed">
          This section could not be loaded.{' '}
          <Button variant="subtle" size="compact-sm" onClick={retry}>
            Try again
          </Button>
        </Text>
      ) : (
        <Loader size="sm" aria-label={`Loading ${name}`} />
      )}
    </section>
  );
}

function ParentLink({ parent }: { parent: string }) {
  const { data } = useApi<RuleRecord>(entryUrl('rules', parent));
  return (
    <Text>
      A section of{' '}
      <Anchor component={Link} to={entryPath('rules', parent)} underline="always">
        {data?.name ?? parent}
      </Anchor>
      .
    </Text>
  );
}

function RuleSections({ rule, level }: { rule: RuleRecord; level: number }) {
  const { data, error, retry } = useApi<ListAnswer<RuleRecord>>(listUrl('rules', SECTIONS_QUERY));
  if (error) {
    return (
      <Alert color="red" title="The sections could not be loaded">
        {error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data) return <Loader size="sm" aria-label="Loading the sections" />;
  const sections = data.results.filter((entry) => entry.parent === rule.url);
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <RuleSection key={section.url} url={section.url} name={section.name} level={level} />
      ))}
    </Stack>
  );
}

/** A rule with all its sections, or one section with a link to its rule. */
export function RuleText({ rule, headingLevel = 1 }: { rule: RuleRecord; headingLevel?: number }) {
  return (
    <EntryCard
      name={rule.name}
      headingLevel={headingLevel}
      subtitle={rule.parent ? 'Rule section' : 'Rule'}
      testId="rule-card"
    >
      {rule.parent && <ParentLink parent={rule.parent} />}
      <RichText text={rule.desc} headingLevel={headingLevel + 1} skipHeading={rule.name} label={`${rule.name} table`} />
      {!rule.parent && <RuleSections rule={rule} level={headingLevel + 1} />}
    </EntryCard>
  );
}
