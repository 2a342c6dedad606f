import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { goToPortal } from '@/api/request';
import { runtimeConfig } from '@/api/runtime-config';
import { useTranslation } from '@/components/use-translation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logout, switchRole } from '@/store/session-thunks';

/**
 * Dashboard, change password, switch role (several roles only) and log out, which ends at the portal.
 * On a narrow screen the navbar's two links move in here.
 */
export function UserDropdown({ linksInMenu = false, partySite }: { linksInMenu?: boolean; partySite?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { name, avatar, roles, roleOptions } = useAppSelector((s) => s.session);

  const items: MenuProps['items'] = [
    { key: 'dashboard', label: t('navbar.dashboard') },
    { key: 'password', label: t('navbar.changePassword') },
    ...(roleOptions.length > 1
      ? [
          {
            key: 'roles',
            label: t('navbar.switchRole'),
            children: roleOptions.map((r) => ({
              key: `role:${r.value}`,
              label: r.name,
              disabled: r.value === roles[0],
            })),
          },
        ]
      : []),
    ...(linksInMenu
      ? [
          ...(partySite
            ? [
                {
                  key: 'party',
                  label: (
                    <a href={partySite} target="_blank" rel="noopener noreferrer">
                      {t('navbar.partySite')}
                    </a>
                  ),
                },
              ]
            : []),
          { key: 'portal', label: <a href={runtimeConfig().portalUrl}>{t('navbar.portal')}</a> },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('navbar.logOut') },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'dashboard') navigate('/');
    else if (key === 'password') navigate('/ResetPassword/Index');
    else if (key === 'logout') {
      await dispatch(logout());
      goToPortal();
    } else if (key.startsWith('role:')) {
      await dispatch(switchRole(key.slice(5)));
      navigate('/', { replace: true });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <button type="button" className="right-menu-item avatar-container" aria-label={name || 'user'}>
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />
        <span className="user-name">{name}</span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}
