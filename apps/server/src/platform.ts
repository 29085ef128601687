import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createLogger, type Logger } from './http/logger.js';
import { createSessions } from './http/session.js';
import { createAuth, type Auth } from './modules/auth/auth.instance.js';
import { createSessionLookupRepository } from './modules/auth/session-lookup.repository.js';
import { createSessionLookup, type SessionLookup } from './modules/auth/session-lookup.service.js';

/**
 * What every feature module is built on: the configuration, the database, the logger, and the
 * session (better-auth and the members-only / optional-user middlewares). Modules take what they need
 * from here and from the services of the modules they call — never another module's repository.
 */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  auth: Auth;
  sessions: ReturnType<typeof createSessions>;
  /** How `sessions` confirms a session it has not recognised lately (the load bench records it). */
  sessionLookup: SessionLookup;
}

export function createPlatform(options: {
  config: Config;
  database: Database;
  logger?: Logger | undefined;
}): Platform {
  const { config, database } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const auth = createAuth(database.db, config, logger);
  const sessionLookup = createSessionLookup({
    auth,
    repo: createSessionLookupRepository(database.db),
  });
  return {
    ...{ config, database, db: database.db, logger, auth },
    sessions: createSessions(sessionLookup),
    sessionLookup,
  };
}
