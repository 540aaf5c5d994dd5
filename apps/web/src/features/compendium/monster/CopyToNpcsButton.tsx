import { Button } from '@mantine/core';
import { titleCase } from '@skald/contract/library/library-limits';
import { copyMonsterRoute } from '@skald/contract/library/npc-record';
import { IconCopy } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useRouteMutation } from '../../../lib/api/route-queries.ts';
import { notifyNegative, notifyPositive } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';

/** "Copy to my NPCs": a signed-in user gets the monster's stat block as an NPC of their own, opened to edit. */
export function CopyToNpcsButton({ slug, name }: { slug: string; name: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const copy = useRouteMutation(copyMonsterRoute, ['/api/library/npcs']);
  if (!user) return null;

  async function copyToNpcs() {
    try {
      const npc = await copy.mutateAsync({ params: { slug } });
      notifyPositive(`${titleCase(npc.name)} was copied to your NPCs.`);
      navigate(`/content/npcs/${npc.id}`);
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : `${name} could not be copied.`);
    }
  }

  return (
    <Button
      variant="light"
      leftSection={<IconCopy size={16} aria-hidden="true" />}
      loading={copy.isPending}
      onClick={copyToNpcs}
      style={{ alignSelf: 'flex-start' }}
    >
      Copy to my NPCs
    </Button>
  );
}
