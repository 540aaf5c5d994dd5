/** How the soundboard plays a link: YouTube in an embedded player, Spotify in its own, the rest as plain links. */
export type VideoLink = { kind: 'youtube'; videoId: string } | { kind: 'spotify' } | { kind: 'other' };

/** Every YouTube video id is 11 characters of letters, digits, '-' and '_'. */
const VIDEO_ID = /^[\w-]{11}$/;

const YOUTUBE_LINKS = [
  /^(?:https?:\/\/)?(?:(?:www|m|music)\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:\S*?&)?v=|embed\/|shorts\/|live\/|v\/)([^?&#/\s]*)/i,
  /^(?:https?:\/\/)?youtu\.be\/([^?&#/\s]*)/i,
];

const SPOTIFY_LINK = /^(?:spotify:|(?:https?:\/\/)?open\.spotify\.com\/)/i;

/**
 * A YouTube link only counts as one when it carries a well-formed video id: the embedded player has
 * nothing to play otherwise, so such a link is treated like any other.
 */
export function classifyVideoLink(link: string): VideoLink {
  const trimmed = link.trim();
  for (const pattern of YOUTUBE_LINKS) {
    const videoId = pattern.exec(trimmed)?.[1];
    if (videoId !== undefined && VIDEO_ID.test(videoId)) return { kind: 'youtube', videoId };
  }
  return SPOTIFY_LINK.test(trimmed) ? { kind: 'spotify' } : { kind: 'other' };
}
