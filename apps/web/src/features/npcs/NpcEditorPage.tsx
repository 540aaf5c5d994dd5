import { npcRoutes } from '@skald/contract/library/npc-record';
import { useSearchParams } from 'react-router';
import { LibraryEditorFrame } from '../../components/library/LibraryEditorFrame.tsx';
import { useLibraryEditor } from '../../components/library/useLibraryEditor.ts';
import { NpcFormSections } from './NpcFormSections.tsx';
import { EMPTY_NPC, npcFormValues } from './npc-form.ts';

interface NpcEditorProps {
  /** A companion (an NPC tied to a player) is edited here too; it is reached from its player. */
  companion?: boolean;
}

/**
 * /content/npcs/add-npc and /content/npcs/{id}: the monster creator, one form for a new NPC and for
 * editing one, checked by the contract's schema so it says what the server would.
 */
export function NpcEditorPage({ companion = false }: NpcEditorProps) {
  // A player's "Add a companion" opens the creator as /content/npcs/add-npc?player={id}.
  const [search] = useSearchParams();
  const forPlayer = search.get('player');
  const editor = useLibraryEditor({
    routes: npcRoutes,
    blank: { ...EMPTY_NPC, player_id: forPlayer },
    noun: companion ? 'companion' : 'NPC',
    name: (values) => values.name.trim(),
    toForm: npcFormValues,
    backTo: forPlayer ? `/content/players/${forPlayer}` : companion ? '/content/players' : '/content/npcs',
    // The server lists a companion on its player, so the players' cached pages are stale after a save.
    alsoChanges: ['/api/library/players'],
  });
  const { form } = editor;

  return (
    <LibraryEditorFrame editor={editor} size={1072} gap="lg" countProblems>
      <NpcFormSections form={form} />
    </LibraryEditorFrame>
  );
}

/** /content/companions/{id}: a companion is an NPC tied to a player, edited with the same form. */
export function CompanionPage() {
  return <NpcEditorPage companion />;
}
