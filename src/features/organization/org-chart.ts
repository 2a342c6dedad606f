import { TreeChart, type TreeSeriesOption } from 'echarts/charts';
import { TooltipComponent, type TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { OrgTreeNode } from '@/api/org-member';

// Only what the structure chart draws: this module loads with its route and nowhere else.
echarts.use([TreeChart, TooltipComponent, CanvasRenderer]);

export type ChartOption = echarts.ComposeOption<TreeSeriesOption | TooltipComponentOption>;

export interface ChartNode {
  id: number;
  name: string;
  memberCount: number;
  fullMemberCount: number;
  children: ChartNode[];
}

/** Nests the flat subtree; the nodes whose parent is outside it are the roots. */
export function chartTree(nodes: OrgTreeNode[]): ChartNode[] {
  const byId = new Map<number, ChartNode>();
  for (const n of nodes)
    byId.set(n.id, {
      id: n.id,
      name: n.shortName || n.name,
      memberCount: n.memberCount,
      fullMemberCount: n.fullMemberCount,
      children: [],
    });
  const roots: ChartNode[] = [];
  for (const n of nodes) {
    const parent = n.parentId === null ? undefined : byId.get(n.parentId);
    (parent ? parent.children : roots).push(byId.get(n.id)!);
  }
  return roots;
}

export function chartOption(roots: ChartNode[], memberWord: string, fullWord: string): ChartOption {
  const data = roots.length === 1 ? roots[0] : { id: 0, name: '', memberCount: 0, fullMemberCount: 0, children: roots };
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p) => {
        const d = (p as unknown as { data: ChartNode }).data;
        return `${d.name}<br/>${memberWord}: ${d.memberCount}<br/>${fullWord}: ${d.fullMemberCount}`;
      },
    },
    series: [
      {
        type: 'tree',
        data: [data],
        orient: 'LR',
        top: 20,
        bottom: 20,
        left: 120,
        right: 220,
        roam: true,
        initialTreeDepth: -1,
        symbolSize: 9,
        expandAndCollapse: false,
        label: {
          position: 'left',
          verticalAlign: 'middle',
          align: 'right',
          fontSize: 13,
          formatter: (p) => `${p.name}（${(p.data as ChartNode).memberCount}）`,
        },
        leaves: { label: { position: 'right', verticalAlign: 'middle', align: 'left' } },
        lineStyle: { color: '#c8ccd4', width: 1.2 },
        itemStyle: { color: '#D32D2E', borderColor: '#D32D2E' },
      },
    ],
  };
}

export { echarts };
