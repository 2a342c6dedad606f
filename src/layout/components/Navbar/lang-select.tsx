import { GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from '@/components/use-translation';
import { LANGUAGES, type Language } from '@/contract';
import { setLanguage } from '@/store/app-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

const NAMES: Record<Language, string> = { en: 'English', zh: '中文', es: 'Español' };

export function LangSelect() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.app.language);
  const items = LANGUAGES.map((lang) => ({ key: lang, label: NAMES[lang], disabled: lang === language }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => dispatch(setLanguage(key as Language)) }} trigger={['click']}>
      <button type="button" className="right-menu-item icon-button" aria-label={t('navbar.language')}>
        <GlobalOutlined />
      </button>
    </Dropdown>
  );
}
