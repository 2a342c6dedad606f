import { FontSizeOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from '@/components/use-translation';
import { setSize, type Size } from '@/store/app-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

const SIZES: Size[] = ['large', 'medium', 'small'];

/** The component size of antd (kept in a cookie), as the original's size selector. */
export function SizeSelect() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const size = useAppSelector((s) => s.app.size);
  const items = SIZES.map((key) => ({ key, label: t(`navbar.size.${key}`), disabled: key === size }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => dispatch(setSize(key as Size)) }} trigger={['click']}>
      <button type="button" className="right-menu-item icon-button" aria-label={t('navbar.sizeLabel')}>
        <FontSizeOutlined />
      </button>
    </Dropdown>
  );
}
