import { describe, expect, it } from 'vitest';
import {
  decideGuard,
  type GuardDecision,
  type GuardRequest,
  type SessionState,
} from './route-guard';

const member: SessionState = { status: 'signed-in', user: { roles: [] } };
const admin: SessionState = { status: 'signed-in', user: { roles: ['admin'] } };
const guest: SessionState = { status: 'signed-out' };
const failed: SessionState = { status: 'error' };

const allow: GuardDecision = { action: 'allow' };
const to = (path: string): GuardDecision => ({ action: 'redirect', to: path });

const cases: Array<[string, GuardRequest, GuardDecision]> = [
  // open routes
  [
    'guest on an open route',
    { guard: 'none', session: guest, pathname: '/recipes', search: '' },
    allow,
  ],
  [
    'failed check on an open route',
    { guard: 'none', session: failed, pathname: '/', search: '' },
    allow,
  ],
  // login routes
  [
    'guest on a protected route → login with the wanted path',
    { guard: 'login', session: guest, pathname: '/meal-plans', search: '' },
    to('/login?redirect=%2Fmeal-plans'),
  ],
  [
    'guest on a protected route keeps the query string in the redirect',
    { guard: 'login', session: guest, pathname: '/recipes/create', search: '?template=true' },
    to('/login?redirect=%2Frecipes%2Fcreate%3Ftemplate%3Dtrue'),
  ],
  [
    'member on a protected route',
    { guard: 'login', session: member, pathname: '/profile', search: '' },
    allow,
  ],
  [
    'error on a protected route → /login',
    { guard: 'login', session: failed, pathname: '/profile', search: '' },
    to('/login'),
  ],
  // admin routes
  [
    'member on an admin route → /',
    { guard: 'admin', session: member, pathname: '/admin/health-goals', search: '' },
    to('/'),
  ],
  [
    'user whose roles are not a list on an admin route → /',
    {
      guard: 'admin',
      session: { status: 'signed-in', user: { roles: 'admin' } },
      pathname: '/admin/health-goals',
      search: '',
    },
    to('/'),
  ],
  [
    'admin on an admin route',
    { guard: 'admin', session: admin, pathname: '/admin/health-goals', search: '' },
    allow,
  ],
  [
    'guest on an admin route → login with redirect',
    { guard: 'admin', session: guest, pathname: '/admin/health-goals', search: '' },
    to('/login?redirect=%2Fadmin%2Fhealth-goals'),
  ],
  [
    'error on an admin route → /login',
    { guard: 'admin', session: failed, pathname: '/admin/health-goals', search: '' },
    to('/login'),
  ],
  // the login page
  [
    'guest on /login',
    { guard: 'guest', session: guest, pathname: '/login', search: '?redirect=%2Fprofile' },
    allow,
  ],
  [
    'failed check on /login shows the page',
    { guard: 'guest', session: failed, pathname: '/login', search: '' },
    allow,
  ],
  [
    'signed in on /login without redirect → /',
    { guard: 'guest', session: member, pathname: '/login', search: '' },
    to('/'),
  ],
  [
    'signed in on /login with a redirect → that path',
    {
      guard: 'guest',
      session: member,
      pathname: '/login',
      search: '?redirect=%2Fmeal-plans%3Fweek%3D2',
    },
    to('/meal-plans?week=2'),
  ],
  [
    'signed in on /login with a protocol-relative redirect → /',
    { guard: 'guest', session: member, pathname: '/login', search: '?redirect=%2F%2Fevil.com' },
    to('/'),
  ],
  [
    'signed in on /login with an absolute URL redirect → /',
    { guard: 'guest', session: member, pathname: '/login', search: '?redirect=https%3A%2F%2Fx' },
    to('/'),
  ],
  [
    'signed in on /login with a backslash trick → /',
    { guard: 'guest', session: member, pathname: '/login', search: '?redirect=%2F%5Cevil.com' },
    to('/'),
  ],
];

describe('decideGuard', () => {
  it.each(cases)('%s', (_name, request, expected) => {
    expect(decideGuard(request)).toEqual(expected);
  });
});
