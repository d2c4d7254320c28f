import { readFileSync, writeFileSync } from 'node:fs';

interface PortalConfigFile {
  remotes: Record<string, string>;
  license: { sections: Record<string, { enabled: boolean; remote?: string; module?: string }> };
}

function configPath(): string {
  const file = process.env.E2E_PORTAL_CONFIG;
  if (!file) throw new Error('E2E_PORTAL_CONFIG is not set');
  return file;
}

/**
 * Edits a portal's configuration file as ops would (by default the run's shared server's; a test
 * that changes it passes the copy of a server of its own, `startPortal().portalConfig`), and
 * returns a function that restores the original text.
 */
export function editPortalConfig(
  edit: (config: PortalConfigFile) => void,
  file = configPath(),
): () => void {
  const original = readFileSync(file, 'utf8');
  const config = JSON.parse(original) as PortalConfigFile;
  edit(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return () => writeFileSync(file, original);
}
