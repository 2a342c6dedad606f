import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from '@/components/use-translation';

export function Hamburger({ isActive, onToggle }: { isActive: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="hamburger-container"
      aria-label={t('navbar.hamburger')}
      aria-expanded={isActive}
      onClick={onToggle}
    >
      {isActive ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
    </button>
  );
}
