import { titleCase } from '@skald/contract/library/library-limits';
import { spellRecordSchema, spellRoutes } from '@skald/contract/library/spell-record';
import { useState } from 'react';
import { CreatorFrame, type SavedRecord } from '../../components/library/CreatorFrame.tsx';
import { useLibraryEditor } from '../../components/library/useLibraryEditor.ts';
import { downloadJson, jsonFileName } from '../../lib/download-json.ts';
import { useSession } from '../../lib/session.tsx';
import { SpellFields } from './SpellFields.tsx';
import { EMPTY_SPELL, withScaling } from './spell-form.ts';

/**
 * /tools/spell-creator: the custom spell form for anyone. A visitor keeps the spell as a JSON file; signed
 * in, it is saved to their spells (the tier's slots apply) and opens in the spell editor.
 */
export function SpellCreatorPage() {
  const signedIn = useSession().user !== null;
  const [saved, setSaved] = useState<SavedRecord | null>(null);
  const editor = useLibraryEditor({
    routes: spellRoutes,
    id: undefined,
    blank: EMPTY_SPELL,
    noun: 'spell',
    name: (values) => titleCase(values.name),
    toBody: withScaling,
    onSaved: (spell) => setSaved({ name: titleCase(spell.name), editor: `/content/spells/${spell.id}` }),
  });

  function download() {
    const values = editor.check();
    if (!values) return;
    // The form was just checked by this schema: its record is what the spell routes and an import take.
    const spell = spellRecordSchema.parse(withScaling(values));
    downloadJson(jsonFileName(spell.name, 'spell'), { ...spell, name: titleCase(spell.name) });
  }

  return (
    <CreatorFrame
      editor={editor}
      title="Spell creator"
      intro="Write a spell of your own: its level, school, components, description and how its dice grow. Keep it as a JSON file, or sign in and save it to your spells."
      collection="spells"
      onDownload={download}
      saved={saved}
    >
      <SpellFields form={editor.form} shareField={signedIn} />
    </CreatorFrame>
  );
}
