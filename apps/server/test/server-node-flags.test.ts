import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

/** `npm start` and the benches that start the built server as it does use the same Node flags. */
describe('the server’s Node flags', () => {
  it('are the ones `npm start` passes, a young generation of 32 MB semi-spaces among them', () => {
    const packageJson = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { scripts: { start: string } };
    expect(packageJson.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=32');
  });
});
