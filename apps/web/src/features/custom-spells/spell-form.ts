import type { SpellRecordInput } from '@skald/contract/library/spell-record';
import { SCALING_KEYS } from '@skald/contract/library/spell-scaling';
import { usedScaling } from './ScalingFields.tsx';

/** A new spell: a 1st-level evocation with verbal and somatic components, cast as an action at 60 feet. */
export const EMPTY_SPELL: SpellRecordInput = {
  name: '',
  level: 1,
  school: 'evocation',
  classes: [],
  components: ['V', 'S'],
  material: '',
  casting_time: '1 action',
  range: '60 feet',
  duration: 'Instantaneous',
  concentration: false,
  ritual: false,
  desc: '',
  higher_level: '',
  shared: false,
};

/** The record as sent: only the scaling in use, and none when it has no levels yet. */
export function withScaling(values: SpellRecordInput): SpellRecordInput {
  const used = usedScaling(values);
  const spell = { ...values };
  for (const key of SCALING_KEYS) {
    if (key !== used || Object.keys(values[key] ?? {}).length === 0) delete spell[key];
  }
  return spell;
}
