// A TCP port that is free on loopback right now, chosen by the OS, for a real server process whose
// port (and URL) must be known before it starts: tests and benches. A fixed or random range can land
// on a port this machine's own services hold (NATS on 4222, Erlang's epmd on 4369, and so on).
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
