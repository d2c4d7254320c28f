import path from 'node:path';

/** Server settings, all from the environment with working local defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; ignored when databaseUrl is set. */
  dataDir: string;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** Repository root: the built shell and remotes are served from its packages' dist folders. */
  staticRoot: string;
  /** File the portal manifest is built from (see config/portal.json). */
  portalConfigPath: string;
  production: boolean;
  /** Redis URL for the multi-process hub backplane; unset means one process. */
  redisUrl: string | undefined;
  /** pino level, or 'silent' for tests. */
  logLevel: string;
}

const serverRoot = path.resolve(__dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(serverRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    staticRoot: path.resolve(env.STATIC_ROOT ?? path.join(serverRoot, '..')),
    portalConfigPath: path.resolve(
      env.PORTAL_CONFIG ?? path.join(serverRoot, 'config', 'portal.json'),
    ),
    production: env.NODE_ENV === 'production',
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
