import { Stack } from '@mantine/core';
import { titleCase } from '@skald/contract/library/library-limits';
import { npcRecordSchema, npcRoutes } from '@skald/contract/library/npc-record';
import { renderStatBlock } from '@skald/statblock/render/render-stat-block';
import type { TextLayout } from '@skald/statblock/text/read-text-stat-block';
import { useState } from 'react';
import { CreatorFrame, type SavedRecord } from '../../../components/library/CreatorFrame.tsx';
import { useLibraryEditor } from '../../../components/library/useLibraryEditor.ts';
import { downloadJson, jsonFileName } from '../../../lib/download-json.ts';
import { notifyNegative, notifyPositive } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';
import { NpcFormSections } from '../NpcFormSections.tsx';
import { EMPTY_NPC, type NpcFormValues } from '../npc-form.ts';
import { CopyAsText } from './CopyAsText.tsx';
import { CopyExistingMonster } from './CopyExistingMonster.tsx';
import { type ShownReading, StatBlockPasteBox } from './StatBlockPasteBox.tsx';
import { useConfirmReplace } from './useConfirmReplace.tsx';

/**
 * /tools/monster-creator: the NPC form for anyone. A stat block pasted as text or JSON, or a monster copied
 * from the compendium or the GM's NPCs, fills it; the GM checks it, then downloads it as JSON or, signed
 * in, saves it to their NPCs (the tier's slots apply) and opens it in the editor.
 */
export function MonsterCreatorPage() {
  const signedIn = useSession().user !== null;
  const [saved, setSaved] = useState<SavedRecord | null>(null);
  const [reading, setReading] = useState<ShownReading | null>(null);
  const editor = useLibraryEditor({
    routes: npcRoutes,
    id: undefined,
    blank: EMPTY_NPC,
    noun: 'NPC',
    name: (values) => values.name.trim(),
    onSaved: (npc) => {
      setSaved({ name: titleCase(npc.name), editor: `/content/npcs/${npc.id}` });
      // What is saved is kept: reading another stat block over it need not ask.
      form.resetDirty();
    },
  });
  const { form } = editor;
  const { replace, dialog } = useConfirmReplace(() => form.isDirty());

  /** The form as a new monster holds it: another save makes another NPC. */
  function fill(values: NpcFormValues, shown: ShownReading | null) {
    // setValues merges: a copied spellcaster's spells must not stay on a monster read after it.
    const next = { spellcasting: undefined, ...values };
    form.setValues(next);
    form.resetDirty(next);
    form.clearErrors();
    setReading(shown);
    setSaved(null);
  }

  /** The checked form as the NPC record the routes and an import take, its name as a title; none when refused. */
  function checkedMonster() {
    const values = editor.check();
    if (!values) return null;
    const npc = npcRecordSchema.parse(values);
    return { ...npc, name: titleCase(npc.name) };
  }

  function download() {
    const npc = checkedMonster();
    if (npc) downloadJson(jsonFileName(npc.name, 'monster'), npc);
  }

  async function copyAsText(layout: TextLayout, label: string) {
    const npc = checkedMonster();
    if (!npc) return;
    try {
      await navigator.clipboard.writeText(renderStatBlock(npc, layout));
      notifyPositive(`${npc.name} was copied ${label}.`);
    } catch {
      notifyNegative('The browser did not let Skald copy. Download it as JSON instead, or allow the clipboard.');
    }
  }

  return (
    <CreatorFrame
      editor={editor}
      title="Monster creator"
      intro="Build a monster for your table: paste a stat block, copy one you know, or fill in the form. Keep it as a JSON file, or sign in and save it to your NPCs to run it in your encounters."
      collection="NPCs"
      onDownload={download}
      moreWays={<CopyAsText onCopy={(layout, label) => void copyAsText(layout, label)} />}
      saved={saved}
      aside={
        <Stack gap="lg">
          <StatBlockPasteBox
            shown={reading}
            onRead={(values, shown) => replace('the stat block you pasted', () => fill(values, shown))}
          />
          <CopyExistingMonster onCopy={(values, name) => replace(name, () => fill(values, null))} />
        </Stack>
      }
    >
      <NpcFormSections form={form} libraryFields={signedIn} />
      {dialog}
    </CreatorFrame>
  );
}
