import { useState } from 'react';
import { withRedirect } from '../../lib/redirect-target.ts';
import { setFollowing } from '../api/follow-api.ts';
import { refusalText } from '../api/refusal-text.ts';
import controls from './controls.module.css';

export interface FollowButtonProps {
  campaignId: string;
  campaignName: string;
  following: boolean;
  signedIn: boolean;
  /** Where sign-in comes back to: this page. */
  returnPath: string;
  onChange(following: boolean): void;
}

/**
 * Follow / Following (a toggle) for a signed-in visitor; a visitor is sent to sign in and back here.
 * A refusal (your own campaign) is said in the server's words.
 */
export function FollowButton({
  campaignId,
  campaignName,
  following,
  signedIn,
  returnPath,
  onChange,
}: FollowButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!signedIn) {
    return (
      <a className={`${controls.button} ${controls.quiet}`} href={withRedirect('/sign-in', returnPath)}>
        Sign in to follow<span className="visually-hidden"> {campaignName}</span>
      </a>
    );
  }
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await setFollowing(campaignId, !following);
      onChange(!following);
    } catch (failure) {
      setError(refusalText(failure, 'This could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={controls.followBox}>
      <button type="button" className={controls.button} aria-pressed={following} disabled={busy} onClick={toggle}>
        {following ? 'Following' : 'Follow'}
        <span className="visually-hidden"> {campaignName}</span>
      </button>
      {error && (
        <span role="alert" className={controls.error}>
          {error}
        </span>
      )}
    </span>
  );
}
