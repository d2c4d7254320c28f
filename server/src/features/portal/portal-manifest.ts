import { readFile } from 'node:fs/promises';
import {
  MARKET_SECTION_IDS,
  type MarketSectionId,
  type PortalManifest,
} from '@portal/shared-kit/domain';

interface PortalConfigFile {
  remotes: Record<string, string>;
  license?: {
    school?: string;
    sections?: Partial<
      Record<MarketSectionId, { enabled?: boolean; remote?: string; module?: string }>
    >;
  };
}

/**
 * Reads the ops-editable portal configuration and turns it into the manifest the shell boots from.
 * Read on every request so an edit takes effect on the next page load, with no rebuild or restart.
 */
export async function readPortalManifest(configPath: string): Promise<PortalManifest> {
  const file = JSON.parse(await readFile(configPath, 'utf8')) as PortalConfigFile;
  const sections = file.license?.sections ?? {};
  return {
    school: file.license?.school ?? '',
    remotes: Object.entries(file.remotes).map(([name, entry]) => ({ name, entry })),
    sections: MARKET_SECTION_IDS.flatMap((id) => {
      const setting = sections[id];
      if (!setting?.enabled) return [];
      return [
        { id, remote: setting.remote ?? 'remote_markets', module: setting.module ?? `./${id}` },
      ];
    }),
  };
}
