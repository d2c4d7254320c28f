import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MatchInfo } from '@portal/shared-kit';

/** The header switcher's lists, the loading mask and the server clock. */
export interface MatchState {
  matches: MatchInfo[];
  combines: MatchInfo[];
  loaded: boolean;
  /** The 1-second loading mask after a switch (spec §4). */
  switching: boolean;
  /** Last server time read, and the local time it was read at (the clock ticks locally). */
  serverTime: string | null;
  serverTimeReadAt: number | null;
  /**
   * A navigation the saga asks the shell to make; `seq` makes each request distinct, `done` is
   * set once the shell made it (a layout mounted later must not make it again).
   */
  navigation: { path: string; seq: number; done: boolean } | null;
  /** The user belongs to a team in the current match (spec §4 my-team entry). */
  hasTeam: boolean;
  /** The team check of the current match has answered (pages guarded by it wait for it). */
  teamChecked: boolean;
}

const initialState: MatchState = {
  matches: [],
  combines: [],
  loaded: false,
  switching: false,
  serverTime: null,
  serverTimeReadAt: null,
  navigation: null,
  hasTeam: false,
  teamChecked: false,
};

export const matchSlice = createSlice({
  name: 'competitionMatch',
  initialState,
  reducers: {
    /** The shell mounted: load the lists, pick the current match, start the timers. */
    init() {},
    /** Reload the lists (match start, ended day-match); keeps the current match when listed. */
    refreshList() {},
    listLoaded(state, action: PayloadAction<{ matches: MatchInfo[]; combines: MatchInfo[] }>) {
      state.matches = action.payload.matches;
      state.combines = action.payload.combines;
      state.loaded = true;
    },
    /** The user picked a match or combine in the header switcher. */
    switchTo(_state, _action: PayloadAction<MatchInfo>) {},
    setSwitching(state, action: PayloadAction<boolean>) {
      state.switching = action.payload;
    },
    serverTimeLoaded(state, action: PayloadAction<{ time: string; readAt: number }>) {
      state.serverTime = action.payload.time;
      state.serverTimeReadAt = action.payload.readAt;
    },
    /** A new current record: its team is unknown until the check answers. */
    teamCheckStarted(state) {
      state.hasTeam = false;
      state.teamChecked = false;
    },
    teamLoaded(state, action: PayloadAction<boolean>) {
      state.hasTeam = action.payload;
      state.teamChecked = true;
    },
    navigate(state, action: PayloadAction<string>) {
      state.navigation = {
        path: action.payload,
        seq: (state.navigation?.seq ?? 0) + 1,
        done: false,
      };
    },
    /** The shell made navigation `seq`. */
    navigated(state, action: PayloadAction<number>) {
      if (state.navigation?.seq === action.payload) state.navigation.done = true;
    },
    /** Logout from the competition side: leave the match with an audit record, then sign out. */
    logout() {},
  },
});
