// The part of autocannon's API the load bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    requests?: Request[];
    headers?: Record<string, string>;
    timeout?: number;
  }
  interface Result {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  /** A connection; its iterator's context is the one the answered request was set up with. */
  interface Client {
    requestIterator: { context: Record<string, unknown> };
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
