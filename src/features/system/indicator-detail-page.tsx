import { L, indicatorEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';

const SECTIONS: DetailSection[] = [
  {
    title: L(['指标', 'Indicator', 'Indicador']),
    fields: ['parentId', 'code', 'name', 'appliesTo', 'points', 'measure', 'sort', 'enabled'],
  },
  { title: L(['评分标准', 'Scoring', 'Puntuación']), fields: ['guide'] },
];

/** bs_index_info: one indicator; the server refuses points above the parent's and warns where children do not add up. */
export default function IndicatorDetailPage() {
  return <ResourceDetailPage entity={indicatorEntity} sections={SECTIONS} />;
}
