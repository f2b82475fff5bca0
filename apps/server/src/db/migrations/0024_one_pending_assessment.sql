-- One pending entry per product and period, held by the database. Entries that waited beside an
-- earlier one for the same period (possible before this index) are rejected, with an audit step.
WITH later AS (
  SELECT id, product_id, period FROM index_assessments a
  WHERE status = 'pending' AND product_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM index_assessments b WHERE b.status = 'pending' AND b.product_id = a.product_id AND b.period = a.period AND b.id < a.id)
), rejected AS (
  UPDATE index_assessments SET status = 'rejected', checker_name = '系统', decided_at = now(), reject_reason = '同一期已有更早的待审批条目'
  WHERE id IN (SELECT id FROM later) RETURNING id, product_id, period
)
INSERT INTO index_audit_log (product_id, period, assessment_id, actor, action, detail)
SELECT product_id, period, id, '系统', 'rejection', '驳回：同一期已有更早的待审批条目' FROM rejected;
--> statement-breakpoint
CREATE UNIQUE INDEX "index_assessments_one_pending_idx" ON "index_assessments" USING btree ("product_id","period") WHERE "index_assessments"."status" = 'pending';
