/** An answer as sent: the JSON body and its ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Room for some hundreds of list pages: a page of 15 whole monsters is some 70 KB. */
const MAX_CHARACTERS = 16 * 1024 * 1024;

/**
 * Answers by request address (path and query as sent), up to a total size, the least recently asked
 * dropped first. A repeated search costs a lookup: no query check, filtering, joining or hashing.
 */
export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private characters = 0;

  constructor(private readonly maxCharacters = MAX_CHARACTERS) {}

  get(address: string): CachedAnswer | undefined {
    const answer = this.answers.get(address);
    if (answer) {
      // Map keeps insertion order: moving it to the end keeps the least recently asked first.
      this.answers.delete(address);
      this.answers.set(address, answer);
    }
    return answer;
  }

  set(address: string, answer: CachedAnswer): void {
    const size = address.length + answer.body.length;
    if (size > this.maxCharacters) return;
    this.forget(address);
    this.answers.set(address, answer);
    this.characters += size;
    for (const oldest of this.answers.keys()) {
      if (this.characters <= this.maxCharacters) break;
      this.forget(oldest);
    }
  }

  clear(): void {
    this.answers.clear();
    this.characters = 0;
  }

  private forget(address: string): void {
    const answer = this.answers.get(address);
    if (!answer) return;
    this.answers.delete(address);
    this.characters -= address.length + answer.body.length;
  }
}
