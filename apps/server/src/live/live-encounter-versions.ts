import { type CommittedEncounter, EncounterVersions } from '../modules/encounters/encounter-versions.ts';
import type { LiveBus } from './live-bus.ts';

/**
 * The encounters module's one announcement point, bridged to the live bus: every committed encounter
 * version also reaches the hub (and, through the relay, the other instances), with its committed row when
 * this process holds it.
 */
export class LiveEncounterVersions extends EncounterVersions {
  readonly #bus: LiveBus;

  constructor(bus: LiveBus) {
    super();
    this.#bus = bus;
  }

  override publish(encounterId: string, version: number, committed?: CommittedEncounter): void {
    super.publish(encounterId, version);
    this.#bus.publish(
      committed ? { kind: 'encounter', encounterId, version, committed } : { kind: 'encounter', encounterId, version },
    );
  }
}
