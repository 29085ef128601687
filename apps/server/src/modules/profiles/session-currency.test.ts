import { describe, expect, it } from 'vitest';
import { SessionSchema } from '@mise/core';
import { call, setUpTestApp, signUp, testConfig } from '../../../test/test-app.js';

/**
 * The recipe pages show costs in the install's CURRENCY. Every page load already asks for the
 * session, so the setting rides along with it instead of costing a request of its own.
 */
describe('GET /api/session carries the CURRENCY setting', () => {
  const suite = setUpTestApp({ config: testConfig({ currency: 'EUR' }) });

  it('to guests and members alike, in the session contract', async () => {
    const guest = await (await call(suite.app, 'GET', '/api/session')).json();
    expect(guest).toEqual({ me: null, currency: 'EUR' });
    expect(SessionSchema.parse(guest)).toEqual(guest);

    const member = await signUp(suite.app);
    const session = await call(suite.app, 'GET', '/api/session', { cookie: member.cookie });
    expect(await session.json()).toMatchObject({ currency: 'EUR', me: { user: {} } });
  });
});
