-- Deliveries older than the alerts' longest look-back can no longer keep an article out of a digest
-- (alertDigests.ts ALERT_LOOKBACK_DAYS): the job deletes them by this date after each run.
CREATE INDEX alert_deliveries_delivered ON alert_deliveries (delivered_at);
