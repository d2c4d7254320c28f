-- Asset-class seam: holdings kept long (L) and short (S) apart for the classes that need it
-- (futures, options, margin short sales); '' is a net cash holding. Orders carry their class's
-- effect (open/close, credit effects …) and the holding side they touch.
ALTER TABLE trading_positions ADD COLUMN pos_side text NOT NULL DEFAULT '';
ALTER TABLE trading_positions DROP CONSTRAINT trading_positions_pkey;
ALTER TABLE trading_positions ADD PRIMARY KEY (account_id, market, code, pos_side);
ALTER TABLE trading_orders ADD COLUMN effect text;
ALTER TABLE trading_orders ADD COLUMN pos_side text NOT NULL DEFAULT '';
