import { titleCase } from '@skald/contract/library/library-limits';
import { spellRoutes } from '@skald/contract/library/spell-record';
import { LibraryEditorFrame } from '../../components/library/LibraryEditorFrame.tsx';
import { titleCasedName, useLibraryEditor } from '../../components/library/useLibraryEditor.ts';
import { SpellFields } from './SpellFields.tsx';
import { EMPTY_SPELL, withScaling } from './spell-form.ts';

/** /content/spells/add-spell and /content/spells/{id}: one form for a new custom spell and for editing one. */
export function SpellEditorPage() {
  const editor = useLibraryEditor({
    routes: spellRoutes,
    blank: EMPTY_SPELL,
    noun: 'spell',
    name: (values) => titleCase(values.name),
    toForm: titleCasedName,
    toBody: withScaling,
  });
  return (
    <LibraryEditorFrame editor={editor} size="md">
      <SpellFields form={editor.form} />
    </LibraryEditorFrame>
  );
}
