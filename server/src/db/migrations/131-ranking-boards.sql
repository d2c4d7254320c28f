-- Cluster mode (server/CLUSTER.md): contest ranking boards of a closed day, computed once by one
-- process under an advisory lock and read by every other. `version` changes with the contest's
-- settings and its number of traders, so an edited contest is computed again.
CREATE TABLE IF NOT EXISTS ranking_boards (
  match_id integer NOT NULL,
  search_date text NOT NULL,
  version text NOT NULL,
  entry jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, search_date, version)
);
