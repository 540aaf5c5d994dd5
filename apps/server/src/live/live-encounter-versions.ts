import { endedFor } from '../modules/auth/public.ts';
import { type CommittedEncounter, EncounterVersions, type VersionCause } from '../modules/encounters/public.ts';
import type { LiveBus, LiveEvent } from '../modules/live/public.ts';

/**
 * The encounters module's one announcement point, bridged to the live bus: every committed encounter
 * version and deletion also reaches the hub (and, through the relay, the other instances), a version with
 * its committed row when this process holds it. The event streams here end on what the bus says ended,
 * from this instance or another: a deleted encounter or campaign, a session signed out.
 */
export class LiveEncounterVersions extends EncounterVersions {
  readonly #bus: LiveBus;

  constructor(bus: LiveBus) {
    super();
    this.#bus = bus;
    bus.subscribe((event) => this.#endStreamsOf(event));
  }

  override publish(encounterId: string, version: number, committed?: CommittedEncounter, cause?: VersionCause): void {
    super.publish(encounterId, version);
    this.#bus.publish({
      kind: 'encounter',
      encounterId,
      version,
      ...(committed && { committed }),
      ...(cause === 'command' && { command: true as const }),
    });
  }

  /** Announced on the bus, whose listener below ends the streams (here, and on every instance). */
  override deleted(encounterId: string, userId: string): void {
    this.#bus.publish({ kind: 'encounter-deleted', encounterId, userId });
  }

  #endStreamsOf(event: LiveEvent): void {
    if (event.kind === 'encounter-deleted') this.endStreams((stream) => stream.encounterId === event.encounterId);
    else if (event.kind === 'campaign' && event.deleted)
      this.endStreams((stream) => stream.campaignId === event.campaignId);
    else if (event.kind === 'sessions-ended')
      this.endStreams((stream) => endedFor(event, stream.userId, stream.sessionId));
  }
}
