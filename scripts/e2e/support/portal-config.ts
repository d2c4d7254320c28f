import { readFileSync, writeFileSync } from 'node:fs';

interface PortalConfigFile {
  remotes: Record<string, string>;
  license: { sections: Record<string, { enabled: boolean; remote?: string; module?: string }> };
}

/**
 * Edits a portal's configuration file as ops would, and returns a function that restores the
 * original text. The file is always the copy of a server the test started for itself
 * (`startPortal().portalConfig`): the run's shared server, which every other file uses, is never
 * edited.
 */
export function editPortalConfig(
  edit: (config: PortalConfigFile) => void,
  file: string,
): () => void {
  const original = readFileSync(file, 'utf8');
  const config = JSON.parse(original) as PortalConfigFile;
  edit(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return () => writeFileSync(file, original);
}
