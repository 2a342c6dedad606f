import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { L, memberDevelopmentEntity, memberEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { DevelopmentTimeline } from './development-timeline';
import { entityRoutes } from '@/contract/entity-routes';

const SECTIONS: DetailSection[] = [
  {
    title: L(['申请人', 'Applicant', 'Solicitante']),
    fields: ['name', 'idNumber', 'phone', 'orgId', 'post', 'stage', 'nextDueOn', 'memberId'],
  },
  { title: L(['入党申请人', 'Applicant stage', 'Solicitud']), fields: ['appliedOn', 'talkedOn'] },
  { title: L(['入党积极分子', 'Activist', 'Activista']), fields: ['activistOn', 'contacts'] },
  {
    title: L(['发展对象', 'Development target', 'Candidato']),
    fields: ['targetOn', 'politicalReviewOn', 'trainingHours', 'introducers'],
  },
  {
    title: L(['预备党员', 'Probationary member', 'Miembro a prueba']),
    fields: ['probationOn', 'approvedOn', 'extendedMonths'],
  },
  { title: L(['正式党员', 'Full member', 'Miembro pleno']), fields: ['fullOn', 'remark'] },
];

/** memberAcceptance_info: one applicant's way through the five stages; becoming a full member updates the member record. */
export default function DevelopmentDetailPage() {
  const navigate = useNavigate();
  return (
    <ResourceDetailPage
      entity={memberDevelopmentEntity}
      sections={SECTIONS}
      viewRender={{
        memberId: (r) =>
          r.memberId ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => navigate(`${entityRoutes(memberEntity).detail}?id=${r.memberId}`)}
            >
              {String(r.memberIdName ?? r.memberId)}
            </Button>
          ) : null,
      }}
      summary={({ record, editing }) => record && !editing && <DevelopmentTimeline record={record} />}
    />
  );
}
