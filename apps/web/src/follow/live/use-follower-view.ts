import { type FollowerView, SHARED_ROLL_TOAST_MS, type SharedRoll } from '@skald/contract/live/follower-view';
import { LIVE_PATH } from '@skald/contract/live/live-messages';
import { useEffect, useState } from 'react';
import { liveUrl } from '../../lib/live/reconnecting-socket.ts';
import { type ConnectionStatus, connectFollower } from './follower-connection.ts';

/** A shared roll on screen, with its own id so two equal rolls are two toasts. */
export interface ShownRoll {
  id: number;
  roll: SharedRoll;
}

export interface FollowerState {
  view: FollowerView | null;
  status: ConnectionStatus;
  /** The server's words when the followed user or campaign is private or does not exist. */
  gone: string | null;
  /** The server's words when it could not read the view; cleared by the next view. */
  problem: string | null;
  rolls: ShownRoll[];
}

let nextRollId = 1;

/** Follows a user's live campaign, or one campaign, over /api/live for as long as the component is shown. */
export function useFollowerView(userId: string, campaignId?: string): FollowerState {
  const [view, setView] = useState<FollowerView | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [gone, setGone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rolls, setRolls] = useState<ShownRoll[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const connection = connectFollower(
      { userId, campaignId },
      {
        onView: (held) => {
          setGone(null);
          setProblem(null);
          setView(held.view);
        },
        onGone: (message) => {
          setView(null);
          setGone(message);
        },
        onProblem: setProblem,
        onStatus: setStatus,
        onRoll: (roll) => {
          const id = nextRollId++;
          setRolls((shown) => [...shown, { id, roll }]);
          const timer = setTimeout(() => {
            timers.delete(timer);
            setRolls((shown) => shown.filter((one) => one.id !== id));
          }, SHARED_ROLL_TOAST_MS);
          timers.add(timer);
        },
      },
      { url: liveUrl(window.location, LIVE_PATH) },
    );
    const retry = () => {
      if (document.visibilityState === 'visible') connection.retryNow();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', retry);
      for (const timer of timers) clearTimeout(timer);
      connection.close();
    };
  }, [userId, campaignId]);

  return { view, status, gone, problem, rolls };
}
