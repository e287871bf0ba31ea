import { dropSecondaryIndexes, RowSet, type SqlSession } from '../db/bulk.ts';
import { audits } from './audit.tables.ts';

/** History rows for a bulk writer (demo data, imports): one `push` per entry, written with `writeRows`. */
export function auditRows() {
  return new RowSet(audits, [
    'team_id',
    'subject_type',
    'subject_id',
    'auditable_type',
    'auditable_id',
    'action',
    'user_id',
    'user_name',
    'comment',
    'changes',
    'created_at',
  ]);
}

export function deferAuditIndexes(s: SqlSession) {
  return dropSecondaryIndexes(s, [audits]);
}
