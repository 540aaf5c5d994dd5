import { describe, expect, it } from 'vitest';
import { soundLink } from '../../src/library/soundboard-links.ts';

describe('a soundboard link is told apart by where it plays', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=30', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://music.youtube.com/playlist?list=PL1234567890abcdef',
      'https://www.youtube-nocookie.com/embed/videoseries?list=PL1234567890abcdef',
    ],
  ])('YouTube: %s', (url, embed) => {
    expect(soundLink(url)).toEqual({ service: 'youtube', embed });
  });

  it.each([
    [
      'https://open.spotify.com/playlist/37i9dQZF1DX8Uebhn9wzrS',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DX8Uebhn9wzrS',
    ],
    [
      'https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=x',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ],
  ])('Spotify: %s', (url, embed) => {
    expect(soundLink(url)).toEqual({ service: 'spotify', embed });
  });

  it('a YouTube or Spotify page that names no video, list or track has no player to embed', () => {
    expect(soundLink('https://www.youtube.com/feed/trending')).toEqual({ service: 'youtube', embed: null });
    expect(soundLink('https://open.spotify.com/search/rain')).toEqual({ service: 'spotify', embed: null });
  });

  it('any other address is a plain link, and a video id is never copied into the embed unchecked', () => {
    expect(soundLink('https://tabletopaudio.com/')).toEqual({ service: 'other', embed: null });
    expect(soundLink('not a link')).toEqual({ service: 'other', embed: null });
    expect(soundLink('https://www.youtube.com/watch?v=abc"><script>')).toEqual({ service: 'youtube', embed: null });
  });
});
