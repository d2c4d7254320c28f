import {
  NO_AUTH_FLAGS,
  enabledSectionIds,
  usePortalManifest,
  useSession,
  type MenuContext,
} from '@portal/shared-kit';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectMatch } from '../../state/competition-key';
import { buildCompetitionMenu } from './state/menu-model';
import { matchSlice } from './state/match.slice';
import { redirectForMatchType } from './state/page-guard';

/** Competition-side admin: the admin-role flag (teacher or admin, spec §4 role derivation). */
export function isCompetitionAdmin(role: string | null): boolean {
  return role === 'admin' || role === 'teacher';
}

/**
 * Wires the shell to the match state: starts it once, follows the navigations the saga asks
 * for, sends the user away from pages the match type does not allow, and builds the menu.
 */
export function useCompetitionShell() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const s = useSession();
  const match = useSelector(selectMatch);
  const manifest = usePortalManifest();
  const signedIn = !!s.token;

  useEffect(() => {
    if (signedIn) dispatch(matchSlice.actions.init());
  }, [dispatch, signedIn]);

  useEffect(() => {
    if (match.navigation) navigate(match.navigation.path);
  }, [match.navigation, navigate]);

  const flags = s.authFlags ?? NO_AUTH_FLAGS;
  const matchType = s.matchType ?? 0;
  const isAdmin = isCompetitionAdmin(s.role);
  const ctx: MenuContext = useMemo(
    () => ({ isCombine: s.isCombine, hasTeam: false, isAdmin }),
    [s.isCombine, isAdmin],
  );

  useEffect(() => {
    if (!match.loaded || !s.currentMatch) return;
    const to = redirectForMatchType(pathname, flags, matchType, ctx);
    if (to) navigate(to, { replace: true });
  }, [match.loaded, s.currentMatch, pathname, flags, matchType, ctx, navigate]);

  const menu = useMemo(
    () => buildCompetitionMenu({ ...ctx, flags, matchType, sections: enabledSectionIds(manifest) }),
    [ctx, flags, matchType, manifest],
  );
  return { session: s, match, menu, isAdmin, signedIn };
}
