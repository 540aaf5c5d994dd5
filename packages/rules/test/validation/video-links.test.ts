import { describe, expect, it } from 'vitest';
import { classifyVideoLink } from '../../src/validation/video-links.ts';

describe('video links: youtube, with its 11-character video id', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://www.youtube.com/watch?feature=shared&v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RD',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('%s', (link) => {
    expect(classifyVideoLink(link)).toEqual({ kind: 'youtube', videoId: 'dQw4w9WgXcQ' });
  });

  it('keeps the dashes and underscores an id may hold', () => {
    expect(classifyVideoLink('https://youtu.be/a-b_c-d_e-f')).toEqual({ kind: 'youtube', videoId: 'a-b_c-d_e-f' });
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/short',
    'https://www.youtube.com/@somechannel',
    'https://www.youtube.com/',
  ])('%s has no 11-character id, so it is not a YouTube video', (link) => {
    expect(classifyVideoLink(link)).toEqual({ kind: 'other' });
  });
});

describe('video links: spotify', () => {
  it.each([
    'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
    'open.spotify.com/playlist/37i9dQZF1DX8NTLI2TtZa6',
    'spotify:album:1DFixLWuPkv3KT3TnV35m3',
  ])('%s', (link) => {
    expect(classifyVideoLink(link)).toEqual({ kind: 'spotify' });
  });
});

describe('video links: other', () => {
  it.each([
    'https://example.org/tavern.mp3',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'not a link',
  ])('%s', (link) => {
    expect(classifyVideoLink(link)).toEqual({ kind: 'other' });
  });
});
