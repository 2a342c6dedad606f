import { sql } from 'drizzle-orm';
import { APPRAISAL_STATE, GRADES_AT_RISK } from '../../../src/contract/resource/appraisal';
import { registerRiskMark } from '../../lib/analysis-registry';

const AT_RISK = sql.raw(GRADES_AT_RISK.map((g) => `'${g}'`).join(', '));

/** The risk radar shows a member whose latest approved appraisal graded them 基本合格 or 不合格. */
export function registerAppraisalRisk(): void {
  registerRiskMark({
    key: 'appraisal',
    marked: (rootPath) => sql`SELECT member_id, value, year FROM (
        SELECT DISTINCT ON (l.member_id) l.member_id, l.final_grade AS value, a.year
        FROM appraisal_members l
        JOIN appraisals a ON a.id = l.appraisal_id
        JOIN orgs lo ON lo.id = l.org_id
        WHERE a.state = ${APPRAISAL_STATE.approved} AND l.final_grade IS NOT NULL AND lo.path LIKE ${rootPath} || '%'
        ORDER BY l.member_id, a.year DESC, a.id DESC) latest
      WHERE value IN (${AT_RISK})`,
  });
}
