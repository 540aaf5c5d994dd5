import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../src/modules/compendium/answer-cache.ts';

const answer = (body: string) => ({ body, etag: `W/"${body.length}"` });

describe('the compendium answer cache', () => {
  it('keeps answers by address up to its size, dropping the least recently asked first', () => {
    // Each entry is its address (2 characters) and its body (8): three fit in 30.
    const cache = new AnswerCache(30);
    cache.set('/a', answer('aaaaaaaa'));
    cache.set('/b', answer('bbbbbbbb'));
    cache.set('/c', answer('cccccccc'));
    expect(cache.get('/a')?.body).toBe('aaaaaaaa');
    cache.set('/d', answer('dddddddd'));
    expect(cache.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((address) => cache.get(address)?.body)).toEqual(['aaaaaaaa', 'cccccccc', 'dddddddd']);
  });

  it('replaces an answer at the same address, keeps none larger than itself, and forgets all on clear', () => {
    const cache = new AnswerCache(30);
    cache.set('/a', answer('first'));
    cache.set('/a', answer('second'));
    cache.set('/huge', answer('x'.repeat(40)));
    expect(cache.get('/a')?.body).toBe('second');
    expect(cache.get('/huge')).toBeUndefined();
    cache.set('/b', answer('bbbbbbbb'));
    cache.set('/c', answer('cccccccc'));
    expect(cache.get('/a')?.body).toBe('second');
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
  });
});
