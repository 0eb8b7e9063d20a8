-- A journal's charge before the announced one applies (APC_EFFECTIVE_FROM, catalogue/rows/apcCharges.ts):
-- until that day the site shows this one as the charge in force, and the announced one beside it.
-- NULL when the announced charge is no change.
ALTER TABLE journals ADD COLUMN apc_chf_before INTEGER;
