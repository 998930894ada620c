-- 0014 (PostgreSQL): as ../0014_growth_and_erasure.sql. The CHECK changes in place; the identity's
-- counter is untouched, so no id ever issued is issued again.

CREATE TABLE table_openings (
    host_id   BIGINT           NOT NULL,
    opened_at DOUBLE PRECISION NOT NULL
);
CREATE INDEX table_openings_by_host ON table_openings (host_id, opened_at);
CREATE INDEX table_openings_by_time ON table_openings (opened_at);

CREATE INDEX tables_closed_lobbies ON tables (finished_at) WHERE status = 'aborted' AND version = 1;

ALTER TABLE anonymous_ids DROP CONSTRAINT anonymous_ids_id_check;
ALTER TABLE anonymous_ids ADD CONSTRAINT anonymous_ids_id_check CHECK (id >= 1);
