import type { UseFormReturnType } from '@mantine/form';
import type { NpcFormValues } from './npc-form.ts';

/** What every section of the monster creator is given: the one form they all write to. */
export interface NpcSectionProps {
  form: UseFormReturnType<NpcFormValues>;
}
