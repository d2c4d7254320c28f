import type { ServerConfig } from './config';

/**
 * Everything a feature needs from the running server, built once in main.ts (or by a test) and
 * handed to every feature plugin. Features add their services here as the server grows.
 */
export interface AppContext {
  config: ServerConfig;
}
