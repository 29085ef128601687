import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { ProgressRecorder } from './progress.recorder.js';

/**
 * Progress (issue 14): XP ledger, levels, achievements, badges, daily challenges, streak, events.
 * STUB while the module is built: records nothing. Replaced by the real module.
 */
export function progressModule(
  _platform: Platform,
  _deps: { profiles: ProfilesService },
): Module<ProgressRecorder> {
  const service: ProgressRecorder = {
    record: async () => ({ xp_awarded: 0, unlocked: [] }),
  };
  return { routes: new OpenAPIHono<AppEnv>(), service };
}
