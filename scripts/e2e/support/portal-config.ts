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
 * Edits the running portal's configuration file as ops would, and returns a function that
 * restores the original text.
 */
export function editPortalConfig(edit: (config: PortalConfigFile) => void): () => void {
  const file = configPath();
  const original = readFileSync(file, 'utf8');
  const config = JSON.parse(original) as PortalConfigFile;
  edit(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return () => writeFileSync(file, original);
}
