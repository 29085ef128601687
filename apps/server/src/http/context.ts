export interface SessionUser {
  id: string;
  email: string;
}

/** What every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    user: SessionUser;
  };
}
