-- Minimal contest rows for the role-based default match ids of spec §9 (synthesize 139, forex 658),
-- so sign-in can point users at them before the contests back end adds its own columns.
CREATE TABLE IF NOT EXISTS matches (
  match_id integer PRIMARY KEY,
  match_name text NOT NULL,
  match_type integer NOT NULL,
  initial_rmb numeric(18, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO matches (match_id, match_name, match_type, initial_rmb)
VALUES (139, '综合模拟交易大赛', 1, 2300000), (658, '外汇模拟交易大赛', 2, 0)
ON CONFLICT (match_id) DO NOTHING;
