-- Cluster mode (server/CLUSTER.md): order ids from one sequence shared by every server process,
-- and the leader's fencing epoch (bumped by each new leader of the market).
CREATE SEQUENCE IF NOT EXISTS trading_order_id_seq;

CREATE TABLE IF NOT EXISTS cluster_leader (
  id int PRIMARY KEY,
  epoch bigint NOT NULL,
  node text NOT NULL,
  since timestamptz NOT NULL DEFAULT now()
);
