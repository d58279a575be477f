import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How often a draining server looks whether its idle connections may be closed. */
const IDLE_CHECK_MS = 50;
/**
 * How long nothing may have started or ended before idle connections are closed: a request a client sent a
 * moment ago may still be on its way or waiting in the socket behind a busy event loop, and a balancer takes
 * a health check or two to stop sending.
 */
const QUIET_MS = 1_000;

export interface Drain {
  /** True from the first moment of a stop: health checks fail and every response closes its connection. */
  readonly started: boolean;
  /**
   * Stops taking connections and answers every request already made, for at most `timeoutMs`; then cuts
   * off what is left. Resolves with how many requests were cut off.
   */
  run(timeoutMs: number): Promise<number>;
}

/**
 * The first part of a clean stop (docs/decisions.md "A clean stop"). Node's `server.close()` closes every
 * connection it thinks idle at once, and a keep-alive connection whose request has arrived but not yet been
 * read (the event loop busy with other requests) counts as idle: its request is lost. So the listening
 * socket alone is closed first; requests keep being read and answered, each with `Connection: close`, and
 * idle connections are closed only once nothing has been in flight for a moment.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let started = false;
  let inFlight = 0;
  let lastActivity = 0;

  app.server.on('request', (_request, response) => {
    inFlight += 1;
    lastActivity = performance.now();
    response.once('close', () => {
      inFlight -= 1;
      lastActivity = performance.now();
    });
  });
  // The client opens its next request elsewhere: on another process behind the balancer.
  app.addHook('onSend', async (_request, reply) => {
    if (started) void reply.header('connection', 'close');
  });

  return {
    get started() {
      return started;
    },
    async run(timeoutMs) {
      started = true;
      lastActivity = performance.now();
      const server = app.server;
      if (!server.listening) return 0;
      const allClosed = new Promise<void>((resolve) => {
        // net's close stops listening and calls back once every connection has ended; http's would also
        // close the connections it thinks idle.
        net.Server.prototype.close.call(server, () => resolve());
      });
      // Looked at after the event loop's next poll (setImmediate), which reads what sockets have received.
      const idleCheck = setInterval(
        () =>
          setImmediate(() => {
            if (inFlight === 0 && performance.now() - lastActivity >= QUIET_MS) server.closeIdleConnections();
          }),
        IDLE_CHECK_MS,
      );
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        if ((await Promise.race([allClosed, timedOut])) !== 'timeout') return 0;
        const cutOff = inFlight;
        server.closeAllConnections();
        await allClosed;
        return cutOff;
      } finally {
        clearInterval(idleCheck);
        clearTimeout(timer);
      }
    },
  };
}
