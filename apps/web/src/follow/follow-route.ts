/** What the address asks for: a user's page, or one campaign of theirs, and whether as the table's TV. */
export interface FollowRoute {
  userId: string;
  campaignId?: string;
  tv: boolean;
}

function segment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Reads /user/{userid} and /user/{userid}/{campid} (any case, a trailing slash) and `?tv`; null for anything else. */
export function readFollowRoute(pathname: string, search: string): FollowRoute | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0]?.toLowerCase() !== 'user' || parts.length < 2 || parts.length > 3) return null;
  const [, userId = '', campaignId] = parts;
  const tv = new URLSearchParams(search).has('tv');
  return campaignId
    ? { userId: segment(userId), campaignId: segment(campaignId), tv }
    : { userId: segment(userId), tv };
}

/** The page of one campaign, or of the user, with or without the TV view. */
export function followPath(userId: string, campaignId?: string, tv = false): string {
  const path = `/user/${encodeURIComponent(userId)}${campaignId ? `/${encodeURIComponent(campaignId)}` : ''}`;
  return tv ? `${path}?tv` : path;
}
