import type { FollowerEncounter } from '@skald/contract/live/follower-view';
import { DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import { type FormEvent, useId, useState } from 'react';
import { listInWords, sentenceCase } from '../../lib/labels.ts';
import { type ControlledPlayer, type LiveRequest, sendLiveRequest } from '../api/follow-api.ts';
import { refusalText } from '../api/refusal-text.ts';
import controls from './controls.module.css';
import classes from './request.module.css';

type Kind = LiveRequest['kind'];

/** 'Sent: 7 fire damage to Goblin and Orc.' */
function sentText(request: LiveRequest, names: string[]): string {
  const type = request.kind === 'damage' && request.damageType ? `${request.damageType} ` : '';
  const what = request.kind === 'damage' ? `${type}damage` : 'healing';
  return `Sent to the GM: ${request.amount} ${what} to ${listInWords(names)}.`;
}

/**
 * A player's controller asks the GM for damage or healing on visible combatants. The server checks it
 * and its refusal is shown as it says it.
 */
export function RequestForm({
  campaignId,
  controlled,
  encounter,
}: {
  campaignId: string;
  controlled: ControlledPlayer[];
  encounter: FollowerEncounter;
}) {
  const id = useId();
  const [playerId, setPlayerId] = useState(controlled[0]?.playerId ?? '');
  const [kind, setKind] = useState<Kind>('damage');
  const [amount, setAmount] = useState('');
  const [damageType, setDamageType] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const targets = encounter.order.flatMap((entityId) => encounter.entities[entityId] ?? []);
  const player = controlled.find((one) => one.playerId === playerId) ?? controlled[0];

  const toggleTarget = (entityId: string, on: boolean) =>
    setPicked((current) => (on ? [...current, entityId] : current.filter((one) => one !== entityId)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = targets.filter((target) => picked.includes(target.id));
    const request: LiveRequest = {
      playerId: player?.playerId ?? '',
      kind,
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      ...(kind === 'damage' && damageType ? { damageType: damageType as LiveRequest['damageType'] } : {}),
      targets: chosen.map((target) => target.id),
    };
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      await sendLiveRequest(campaignId, request);
      setSent(
        sentText(
          request,
          chosen.map((target) => target.name),
        ),
      );
      setAmount('');
      setPicked([]);
    } catch (failure) {
      setError(refusalText(failure, 'The request could not be sent.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={classes.form} aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${id}-heading`} className={classes.heading}>
        Ask the GM
      </h2>
      <p className={controls.note}>Damage or healing you dealt: the GM sees it in their Requests tab and applies it.</p>
      {controlled.length > 1 ? (
        <label className={classes.field}>
          <span className={classes.label}>As</span>
          <select value={playerId} onChange={(event) => setPlayerId(event.target.value)}>
            {controlled.map((one) => (
              <option key={one.playerId} value={one.playerId}>
                {one.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className={classes.as}>As {player?.name}</p>
      )}
      <fieldset className={classes.kinds}>
        <legend className={classes.label}>Kind</legend>
        {(['damage', 'healing'] as const).map((option) => (
          <label key={option} className={classes.kind}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            {option === 'damage' ? 'Damage' : 'Healing'}
          </label>
        ))}
      </fieldset>
      <div className={classes.row}>
        <label className={classes.field}>
          <span className={classes.label}>Amount</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        {kind === 'damage' && (
          <label className={classes.field}>
            <span className={classes.label}>Damage type</span>
            <select value={damageType} onChange={(event) => setDamageType(event.target.value)}>
              <option value="">No type</option>
              {DAMAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {sentenceCase(type)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <fieldset className={classes.targets}>
        <legend className={classes.label}>Targets</legend>
        {targets.map((target) => (
          <label key={target.id} className={classes.target} data-side={target.side}>
            <input
              type="checkbox"
              checked={picked.includes(target.id)}
              onChange={(event) => toggleTarget(target.id, event.target.checked)}
            />
            {target.name}
          </label>
        ))}
      </fieldset>
      <div className={classes.submitRow}>
        <button type="submit" className={controls.button} disabled={busy}>
          {busy ? 'Sending…' : 'Send request'}
        </button>
      </div>
      {error && (
        <p role="alert" className={controls.error}>
          {error}
        </p>
      )}
      <p role="status" className={sent ? classes.sent : 'visually-hidden'}>
        {sent}
      </p>
    </form>
  );
}
