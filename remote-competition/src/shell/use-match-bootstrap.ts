import { NO_AUTH_FLAGS, keepTokenFresh, useSession, type MenuContext } from '@portal/shared-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchSlice, type MatchState } from './match/match.slice';
import { selectMatch } from '../state/competition-key';
import { redirectForMatchType } from './page-guard';

/** Competition-side admin: the admin-role flag (teacher or admin, spec §4 role derivation). */
export function isCompetitionAdmin(role: string | null): boolean {
  return role === 'admin' || role === 'teacher';
}

/** The signed-in user's menu context: combine, team (from the match saga) and admin flags. */
export function useMenuContext(): MenuContext {
  const s = useSession();
  const isAdmin = isCompetitionAdmin(s.role);
  // The area state is absent until the module is injected: no team then.
  const hasTeam = useSelector(
    (root: unknown) => (selectMatch(root) as MatchState | undefined)?.hasTeam ?? false,
  );
  return useMemo(
    () => ({ isCombine: s.isCombine, hasTeam, isAdmin }),
    [s.isCombine, hasTeam, isAdmin],
  );
}

/**
 * Starts the match state once for every page of the area, follows the navigations the saga
 * asks for, and sends the user away from pages the current match type does not allow (spec §4).
 */
export function useMatchBootstrap(): void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const s = useSession();
  const match = useSelector(selectMatch);
  const ctx = useMenuContext();
  const signedIn = !!s.token;

  useEffect(() => {
    if (!signedIn) return;
    dispatch(matchSlice.actions.init());
    // The competition side sets the refresh flag: RefreshToken every 120 s (spec §4, §9).
    keepTokenFresh();
  }, [dispatch, signedIn]);

  // 开始 or 结束 of a training while the area is open: the training's own account (or, after
  // it, a contest) becomes current at once (issue 33 item 6).
  const training = s.trainingLogIds.length > 0;
  const wasTraining = useRef(training);
  useEffect(() => {
    if (wasTraining.current === training) return;
    wasTraining.current = training;
    if (signedIn) dispatch(matchSlice.actions.refreshList());
  }, [dispatch, signedIn, training]);

  // Each request once: the market sections mount their own frame, so without `done` the request
  // of the last contest switch was made again on every move between a market page and another
  // page, sending the user back to the switch's landing page.
  useEffect(() => {
    const request = match.navigation;
    if (!request || request.done) return;
    dispatch(matchSlice.actions.navigated(request.seq));
    void navigate(request.path);
  }, [match.navigation, navigate, dispatch]);

  const flags = s.authFlags ?? NO_AUTH_FLAGS;
  const matchType = s.matchType ?? 0;
  useEffect(() => {
    // The team check answers after the list: wait for it before judging team pages.
    if (!match.loaded || !match.teamChecked || !s.currentMatch) return;
    const to = redirectForMatchType(pathname, flags, matchType, ctx);
    if (to) void navigate(to, { replace: true });
  }, [match.loaded, match.teamChecked, s.currentMatch, pathname, flags, matchType, ctx, navigate]);
}
