// autocannon ships no types; these are the parts the benches use.
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
  }
  interface Result {
    requests: { average: number };
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }
  export default function autocannon(options: Options): Instance;
}
