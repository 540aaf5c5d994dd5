import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import { ITEM_RARITIES } from '@skald/contract/compendium-records';
import { type ItemRecordInput, itemRoutes } from '@skald/contract/library/item-record';
import { titleCase } from '@skald/contract/library/library-limits';
import { AvatarField } from '../../components/library/AvatarField.tsx';
import { LibraryEditorFrame } from '../../components/library/LibraryEditorFrame.tsx';
import { titleCasedName, useLibraryEditor } from '../../components/library/useLibraryEditor.ts';
import { rarityLabel } from './rarity-label.ts';

const EMPTY: ItemRecordInput = {
  name: '',
  image: '',
  desc: '',
  rarity: null,
  requires_attunement: false,
  shared: false,
};

/** /content/items/add-item and /content/items/{id}: one form for a new custom item and for editing one. */
export function ItemEditorPage() {
  const editor = useLibraryEditor({
    routes: itemRoutes,
    blank: EMPTY,
    noun: 'item',
    name: (values) => titleCase(values.name),
    toForm: titleCasedName,
  });
  const { form } = editor;

  return (
    <LibraryEditorFrame editor={editor}>
      <TextInput label="Name" required withAsterisk {...form.getInputProps('name')} />
      <Select
        label="Rarity"
        placeholder="None"
        clearable
        data={ITEM_RARITIES.map((rarity) => ({ value: rarity, label: rarityLabel(rarity) }))}
        {...form.getInputProps('rarity')}
      />
      <AvatarField label="Image" {...form.getInputProps('image')} />
      <Textarea label="Description" autosize minRows={4} maxRows={16} {...form.getInputProps('desc')} />
      <Checkbox label="Requires attunement" {...form.getInputProps('requires_attunement', { type: 'checkbox' })} />
      <Checkbox
        label="Share on the Homebrew list"
        description="Anyone may read a shared item."
        {...form.getInputProps('shared', { type: 'checkbox' })}
      />
    </LibraryEditorFrame>
  );
}
