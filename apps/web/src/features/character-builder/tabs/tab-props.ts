import type { CharacterBuild } from '@skald/contract/character-builder/build-record';
import type { BuilderOptions } from '@skald/contract/character-builder/builder-options';

/** What every tab is given: the build, the SRD's choices, and how to change the build. */
export interface TabProps {
  build: CharacterBuild;
  options: BuilderOptions;
  change: (update: (build: CharacterBuild) => CharacterBuild) => void;
}
