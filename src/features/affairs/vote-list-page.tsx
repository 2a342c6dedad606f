import { Button, Card, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { voteEntity } from '@/contract/resource';
import { ResourceList, useEntityAccess } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { MyVotes } from './my-votes';
import { useAffairsText } from './texts';

const RESULT = '/partyAffairs/onlineVoting_fina';

/** onlineVoting: the votes one may cast; staff also manage the votes of their subtree. */
export default function VoteListPage() {
  const { t } = useAffairsText();
  const navigate = useNavigate();
  const roles = useAppSelector((s) => s.session.roles);
  const access = useEntityAccess(voteEntity);
  const mine = (
    <Card size="small">
      <MyVotes />
    </Card>
  );
  // An ordinary member's role holds only this screen: their own ballots.
  if (roles.includes('1')) return mine;
  return (
    <Tabs
      // Those who hold votes start on them; others first see the votes they may cast.
      defaultActiveKey={access.write ? 'manage' : 'mine'}
      items={[
        {
          key: 'manage',
          label: t('manageVotes'),
          children: (
            <ResourceList
              entity={voteEntity}
              defaultHidden={['voterOrgIds', 'voterMemberIds']}
              rowActions={(r) =>
                r.state !== 'draft' && (
                  <Button type="link" size="small" onClick={() => navigate(`${RESULT}?id=${r.id}`)}>
                    {t('openResult')}
                  </Button>
                )
              }
            />
          ),
        },
        { key: 'mine', label: t('myVotes'), children: mine },
      ]}
    />
  );
}
