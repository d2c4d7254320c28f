-- The forex contest 658 was seeded with no starting funds (total assets 0.00). It opens with
-- 1 000 000 CNY and 100 000 USD (docs/market-rules.md, "Forex"; verify against the original).
UPDATE matches
SET initial_rmb = 1000000, initial_usd = 100000
WHERE match_id = 658 AND initial_rmb = 0 AND initial_usd = 0;
