import { Card, Empty, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { orgEntity } from '@/contract/resource';
import { useCallQuery } from '@/store/use-call';
import { orgTree } from '@/contract/calls/organization';
import { useResourceText } from '@/components/resource';
import { chartMotion, useLessMotion } from '@/components/less-motion';
import { chartOption, chartTree, echarts, type ChartNode } from './org-chart';
import './organization.css';
import { entityRoutes } from '@/contract/entity-routes';

const WORDS = {
  zh: ['党员', '正式党员'],
  en: ['Members', 'Full members'],
  es: ['Miembros', 'Miembros plenos'],
} as const;

/** managepartyorgTwo: the structure chart with member counts; a click opens the organisation. */
export default function OrgChartPage() {
  const { data, isFetching: loading } = useCallQuery(orgTree, undefined);
  const { language } = useResourceText();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const lessMotion = useLessMotion();

  useEffect(() => {
    if (!box.current || !data?.length) return;
    const chart = echarts.init(box.current);
    const [members, full] = WORDS[language];
    chart.setOption(chartMotion(chartOption(chartTree(data), members, full), lessMotion));
    chart.on('click', (p) => {
      const id = (p.data as ChartNode | undefined)?.id;
      if (id) navigate(`${entityRoutes(orgEntity).detail}?id=${id}`);
    });
    const resize = () => chart.resize();
    const observer = new ResizeObserver(resize);
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [data, language, navigate, lessMotion]);

  return (
    <Card size="small">
      {loading && !data && <Spin style={{ display: 'block', margin: 48 }} />}
      {!loading && !data?.length && <Empty />}
      <div
        ref={box}
        className="org-chart"
        data-testid="org-chart"
        style={{ display: data?.length ? undefined : 'none' }}
      />
    </Card>
  );
}
