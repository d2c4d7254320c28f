import path from 'node:path';

/** Identity settings: session life, password hashing, lockout and rate limits. */
export interface IdentityConfig {
  /** Session life in minutes; each authenticated RefreshToken call extends it by as much. */
  sessionTtlMinutes: number;
  /**
   * Absolute session lifetime in hours from sign-in: RefreshToken never extends a session past it
   * (a session always gets at least one full TTL).
   */
  sessionMaxHours: number;
  /** bcrypt cost; tests lower it for speed. */
  bcryptRounds: number;
  /** Consecutive wrong passwords that lock an account, and the lock's cool-down. */
  maxWrongPasswords: number;
  lockMinutes: number;
  /** Login attempts per minute per account and per client IP. */
  loginPerAccountPerMinute: number;
  loginPerIpPerMinute: number;
  /** SMS sends per hour per client IP (one per 120 s per phone is a fixed rule). */
  smsPerIpPerHour: number;
}

/** Outside services with local defaults (see server/API.md). */
export interface ServicesConfig {
  /** 'outbox' keeps messages in memory for the demo page; 'http' posts them to smsHttpUrl. */
  smsProvider: 'outbox' | 'http';
  smsHttpUrl: string | undefined;
  /** Key the robot chat secrets are derived from. */
  robotSecretKey: string;
  /** Whether the online customer-service chat is shown (GetChatIsShow). */
  chatIsShow: boolean;
  /** Key/value settings served by /VERace/Consul/GetConfig. */
  consul: Record<string, string>;
  /** Public origin used in links the server hands out (QR APIUrl, downloads); '' = relative. */
  publicOrigin: string;
}

/** Limits of the real-time hub (issue 12): memory per user stays bounded whatever a client sends. */
export interface HubLimitsConfig {
  /** Groups one connection may be in (quote codes, training streams), besides its user group. */
  maxGroupsPerConnection: number;
  /** Live connections per user; a new one closes the user's oldest. */
  maxConnectionsPerUser: number;
  /** Largest WebSocket frame (and unfinished record) in bytes. */
  maxMessageBytes: number;
}

/** HTTP hardening settings (issue 12). */
export interface SecurityConfig {
  /** Origins (scheme://host[:port]) allowed to call the hub's negotiate cross-origin. */
  corsOrigins: string[];
  /** Whether /docs (Swagger UI) is served; off in production unless ENABLE_DOCS=1. */
  docs: boolean;
}

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
  /**
   * CLUSTER_MODE=1: one of several processes on PostgreSQL and Redis (server/CLUSTER.md);
   * CLUSTER_NODE names it in logs and in the leader row; HUB_TOKEN_SECRET (same on every
   * process) signs hub connection tokens so a socket may land on another process than negotiate.
   */
  cluster: {
    enabled: boolean;
    node: string | undefined;
    hubTokenSecret: string | undefined;
    /** CLUSTER_PREFIX: Redis key and channel prefix of one deployment (default `portal`). */
    prefix: string;
  };
  /** TRUST_PROXY=1: client address from X-Forwarded-For (behind nginx). */
  trustProxy: boolean;
  /** pino level, or 'silent' for tests. */
  logLevel: string;
  /**
   * Fastify's two info lines per request (received, completed): off in production, where each
   * costs a synchronous write on the order path (nginx keeps the access log); LOG_REQUESTS=1 or 0.
   */
  logRequests: boolean;
  /** Demo accounts, class and labels on an empty database; never in production. */
  seedDemoData: boolean;
  /** ENABLE_TEST_ROUTES=1 mounts /test/* helpers (session expiry for the e2e run). */
  enableTestRoutes: boolean;
  identity: IdentityConfig;
  services: ServicesConfig;
  hub: HubLimitsConfig;
  security: SecurityConfig;
}

const serverRoot = path.resolve(__dirname, '..');

const num = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

const DEFAULT_CONSUL: Record<string, string> = {
  ChartTabCount: '4',
  ServiceHotline: '400-820-8899',
  RobotChatUrl: '',
};

function parseConsul(raw: string | undefined): Record<string, string> {
  if (!raw) return DEFAULT_CONSUL;
  const parsed = JSON.parse(raw) as Record<string, unknown>;
  return {
    ...DEFAULT_CONSUL,
    ...Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)])),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(serverRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    staticRoot: path.resolve(env.STATIC_ROOT ?? path.join(serverRoot, '..')),
    portalConfigPath: path.resolve(
      env.PORTAL_CONFIG ?? path.join(serverRoot, 'config', 'portal.json'),
    ),
    production,
    redisUrl: env.REDIS_URL || undefined,
    cluster: {
      enabled: env.CLUSTER_MODE === '1',
      node: env.CLUSTER_NODE || undefined,
      hubTokenSecret: env.HUB_TOKEN_SECRET || undefined,
      prefix: env.CLUSTER_PREFIX || 'portal',
    },
    trustProxy: env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    logRequests: env.LOG_REQUESTS ? env.LOG_REQUESTS === '1' : !production,
    seedDemoData: !production && env.DEMO_DATA !== '0',
    enableTestRoutes: env.ENABLE_TEST_ROUTES === '1',
    identity: {
      sessionTtlMinutes: num(env.SESSION_TTL_MINUTES, 120),
      sessionMaxHours: num(env.SESSION_MAX_HOURS, 12),
      bcryptRounds: num(env.BCRYPT_ROUNDS, 10),
      maxWrongPasswords: num(env.MAX_WRONG_PASSWORDS, 5),
      lockMinutes: num(env.LOCK_MINUTES, 15),
      loginPerAccountPerMinute: num(env.LOGIN_RATE_PER_ACCOUNT, 10),
      loginPerIpPerMinute: num(env.LOGIN_RATE_PER_IP, 60),
      smsPerIpPerHour: num(env.SMS_RATE_PER_IP, 20),
    },
    services: {
      smsProvider: env.SMS_PROVIDER === 'http' ? 'http' : 'outbox',
      smsHttpUrl: env.SMS_HTTP_URL || undefined,
      robotSecretKey: env.ROBOT_SECRET_KEY ?? 'portal-robot-demo-key',
      chatIsShow: env.CHAT_IS_SHOW !== '0',
      consul: parseConsul(env.CONSUL_CONFIG),
      publicOrigin: env.PUBLIC_ORIGIN ?? '',
    },
    hub: {
      maxGroupsPerConnection: num(env.HUB_MAX_GROUPS_PER_CONNECTION, 200),
      maxConnectionsPerUser: num(env.HUB_MAX_CONNECTIONS_PER_USER, 10),
      maxMessageBytes: num(env.HUB_MAX_MESSAGE_BYTES, 64 * 1024),
    },
    security: {
      corsOrigins: (env.CORS_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
      docs: !production || env.ENABLE_DOCS === '1',
    },
  };
}
