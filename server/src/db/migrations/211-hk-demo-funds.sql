-- HKMarkets (港股通, breed 11) trades in an HKD account where the contest gives initialHKD
-- (docs/market-rules.md, "Hong Kong"). The default comprehensive contest 139 allows every breed,
-- so its students get 1 000 000 HKD for HKMarkets next to their CNY account (HKStock, the
-- connect, keeps settling in CNY). The HKD account opens on the first visit of HKMarkets.
UPDATE matches SET initial_hkd = 1000000 WHERE match_id = 139 AND initial_hkd = 0;
