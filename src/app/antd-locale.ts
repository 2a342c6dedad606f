import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import zhCN from 'antd/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@/contract';
import type { Size } from '@/store/app-slice';

export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, zh: zhCN, es: esES };

/** antd calls the medium size 'middle'. */
export const ANTD_SIZES: Record<Size, 'large' | 'middle' | 'small'> = {
  large: 'large',
  medium: 'middle',
  small: 'small',
};
