import {
  NO_AUTH_FLAGS,
  enabledSectionIds,
  usePortalManifest,
  useSession,
} from '@portal/shared-kit';
import { useMemo } from 'react';
import type { MenuEntry, MenuInput } from './menu-model';
import { useMenuContext } from './use-match-bootstrap';

/** Builds a menu from the current match's flags, type and the enabled market sections. */
export function useMenu(build: (input: MenuInput) => MenuEntry[]): MenuEntry[] {
  const s = useSession();
  const ctx = useMenuContext();
  const manifest = usePortalManifest();
  const flags = s.authFlags ?? NO_AUTH_FLAGS;
  const matchType = s.matchType ?? 0;
  return useMemo(
    () => build({ ...ctx, flags, matchType, sections: enabledSectionIds(manifest) }),
    [build, ctx, flags, matchType, manifest],
  );
}
