import { ActionIcon, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type SoundboardLink, type SoundboardLinkInput, soundboardRoutes } from '@skald/contract/library/soundboard';
import { type SoundService, soundLink } from '@skald/contract/library/soundboard-links';
import { IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailure } from '../../components/library/LoadFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import classes from './Campaign.module.css';
import { SoundboardLinkForm } from './SoundboardLinkForm.tsx';

const SERVICE_BADGES: Record<SoundService, { label: string; color: string }> = {
  youtube: { label: 'YouTube', color: 'red' },
  spotify: { label: 'Spotify', color: 'green' },
  other: { label: 'Link', color: 'gray' },
};

function LinkRow({ link, onRemove }: { link: SoundboardLink; onRemove: () => void }) {
  const [playing, setPlaying] = useState(false);
  const { service, embed } = soundLink(link.url);
  const badge = SERVICE_BADGES[service];
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
          <Anchor href={link.url} target="_blank" rel="noopener noreferrer" truncate>
            {link.name}
          </Anchor>
        </Group>
        <Group gap={4} wrap="nowrap">
          {embed && (
            <ActionIcon
              variant="subtle"
              aria-label={playing ? `Stop ${link.name}` : `Play ${link.name}`}
              onClick={() => setPlaying(!playing)}
            >
              {playing ? <IconPlayerStop size={18} /> : <IconPlayerPlay size={18} />}
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${link.name}`} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {playing && embed && (
        <iframe
          className={classes.player}
          src={embed}
          title={`${badge.label} player: ${link.name}`}
          height={service === 'spotify' ? 152 : 200}
          allow="autoplay; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      )}
    </Paper>
  );
}

function LinkList({
  title,
  links,
  onRemove,
}: {
  title: string;
  links: SoundboardLink[];
  onRemove: (key: string) => void;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {links.length === 0 ? (
        <Text c="dimmed" size="sm">
          None yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.list}>
          {links.map((link) => (
            <LinkRow key={link.key} link={link} onRemove={() => onRemove(link.key)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The GM's soundboard: music and ambience links, YouTube and Spotify played in the page, others opened. */
export function SoundboardTab() {
  const stored = useRouteQuery(soundboardRoutes.read, {});
  const replace = useRouteMutation(soundboardRoutes.replace, ['/api/library/soundboard']);

  if (stored.isError)
    return <LoadFailure title="Your soundboard could not be loaded">{stored.error.message}</LoadFailure>;
  if (!stored.data) return <Skeleton height={120} aria-label="Loading your soundboard" />;
  const links = stored.data.links;

  async function save(next: SoundboardLinkInput[], done: string) {
    try {
      await replace.mutateAsync({ body: { links: next } });
      notifyPositive(done);
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The soundboard could not be saved.');
      throw error;
    }
  }
  const remove = (key: string) => {
    const gone = links.find((link) => link.key === key);
    void save(
      links.filter((link) => link.key !== key),
      `${gone?.name ?? 'The link'} was removed.`,
    ).catch(() => undefined);
  };

  return (
    <Stack gap="lg" component="section" aria-labelledby="campaign-soundboard">
      <Stack gap={2}>
        <Title order={2} size="h3" id="campaign-soundboard">
          Soundboard
        </Title>
        <Text size="sm" c="dimmed">
          Your links, for every campaign. YouTube and Spotify play here; other links open in a new tab.
        </Text>
      </Stack>
      <LinkList title="Music" links={links.filter((link) => link.kind === 'music')} onRemove={remove} />
      <LinkList title="Ambience" links={links.filter((link) => link.kind === 'ambience')} onRemove={remove} />
      <SoundboardLinkForm
        busy={replace.isPending}
        onAdd={(link) => save([...links, link], `${link.name} was added.`)}
      />
    </Stack>
  );
}
