/** Where a soundboard link plays: told apart by its address, so the campaign page can embed the player. */
export type SoundService = 'youtube' | 'spotify' | 'other';

/** The most links one soundboard keeps. */
export const MAX_SOUNDBOARD_LINKS = 100;

/** What a link is for at the table: music under the scene, or ambience (rain, a tavern's murmur). */
export const SOUND_KINDS = ['music', 'ambience'] as const;
export type SoundKind = (typeof SOUND_KINDS)[number];

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be']);
const SPOTIFY_KINDS = new Set(['track', 'album', 'playlist', 'episode', 'show', 'artist']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** A YouTube video or playlist's embed address, or null when the link names neither. */
function youtubeEmbed(url: URL): string | null {
  const list = url.searchParams.get('list');
  const video = url.hostname === 'youtu.be' ? url.pathname.slice(1) : url.searchParams.get('v');
  if (video && YOUTUBE_ID.test(video)) return `https://www.youtube-nocookie.com/embed/${video}`;
  if (list && YOUTUBE_ID.test(list)) return `https://www.youtube-nocookie.com/embed/videoseries?list=${list}`;
  return null;
}

/** A Spotify track, album, playlist, episode, show or artist's embed address, or null. */
function spotifyEmbed(url: URL): string | null {
  const [kind, id] = url.pathname.split('/').filter(Boolean).slice(-2);
  if (!kind || !id || !SPOTIFY_KINDS.has(kind) || !/^[A-Za-z0-9]{10,40}$/.test(id)) return null;
  return `https://open.spotify.com/embed/${kind}/${id}`;
}

/** The service a link plays on, and the address of its embedded player when there is one. */
export function soundLink(url: string): { service: SoundService; embed: string | null } {
  const address = parsed(url);
  if (!address) return { service: 'other', embed: null };
  if (YOUTUBE_HOSTS.has(address.hostname)) return { service: 'youtube', embed: youtubeEmbed(address) };
  if (address.hostname === 'open.spotify.com') return { service: 'spotify', embed: spotifyEmbed(address) };
  return { service: 'other', embed: null };
}

/** The origins the embedded players load from, for the Content-Security-Policy's frame-src. */
export const SOUND_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://open.spotify.com'] as const;
