/** The audit trail: history of any module's records, with revert. See docs/decisions/0012-platform-layer.md. */
export {
  findAuditById,
  insertAudit,
  listAuditsOfSubject,
  pageAuditsOfSubjects,
  type AuditAction,
  type AuditChanges,
  type AuditRow,
  type AuditSubject,
} from './audit.repository.ts';
export { auditValue, diffChanges, recordAudit, snapshotChanges } from './audit-trail.ts';
export { notRevertible } from './audit.errors.ts';
export { oldValues, revertRecord, type Restorable } from './revert.ts';
export { auditRows, deferAuditIndexes } from './audit.seed.ts';
export {
  changeSetEntries,
  countChangeSetEntries,
  findChangeSet,
  finishChangeSet,
  insertAuditsFrom,
  markChangeSetReverted,
  openChangeSet,
  openChangeSetIn,
  type ChangeSetRow,
} from './change-sets.ts';
