// autocannon ships no types; these are the parts the benches use.
declare module 'autocannon' {
  /** One request of a sequence; `context` is the connection's own, kept between its requests. */
  interface SequenceRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: SequenceRequest, context: Record<string, unknown>) => SequenceRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: SequenceRequest[];
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
