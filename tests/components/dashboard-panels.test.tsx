import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@/api/dashboard';
import { SummaryPanels } from '@/features/dashboard/summary-panels';
import { setLanguage } from '@/store/app-slice';
import { renderWithApp, signedInStore } from './render-app';

const summary: DashboardSummary = {
  figures: {},
  todos: [{ kind: 'dueConversion', title: '预备党员转正到期', path: '/memberManagement/memberAcceptance', count: 2 }],
  warnings: [
    {
      kind: 'smallBranch',
      level: 'warning',
      org: '第一车队党支部',
      count: 2,
      text: '第一车队党支部正式党员仅2名，不足3名',
      path: '/organizational/managepartyorg',
    },
    { kind: 'lostContact', level: 'error', count: 1, text: '失联党员1名' },
    { level: 'warning', text: '一条新的提醒' },
  ],
  announcements: [],
  schedule: [],
  upcoming: [
    {
      kind: 'workArrangement',
      title: '年终总结',
      date: '2026-12-01',
      path: '/partyAffairs/workargmt?tab=received',
      count: 4,
    },
    { kind: 'meeting', title: '支部党员大会', date: '2026-12-02', path: '/meetings/three?id=4', count: 1 },
  ],
};

const shown = (language: 'zh' | 'en') => {
  const store = signedInStore();
  store.dispatch(setLanguage(language));
  renderWithApp(<SummaryPanels summary={summary} />, { store });
};

describe('dashboard to-dos and warnings', () => {
  it('are worded in the reader’s language, with the organisation and the figure in place', () => {
    shown('en');
    expect(screen.getByRole('link', { name: 'Probationary members due for full membership' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '第一车队党支部: only 2 full members, fewer than 3' })).toBeTruthy();
    expect(screen.getByText('Members out of contact: 1')).toBeTruthy();
    // A kind the screen does not know keeps the server's words.
    expect(screen.getByText('一条新的提醒')).toBeTruthy();
  });

  it('read as the server words them in Chinese', () => {
    shown('zh');
    expect(screen.getByRole('link', { name: '预备党员转正到期' })).toBeTruthy();
    expect(screen.getByRole('link', { name: summary.warnings[0].text })).toBeTruthy();
    expect(screen.getByText('失联党员1名')).toBeTruthy();
    expect(screen.getByRole('link', { name: '工作安排截止：年终总结' })).toBeTruthy();
  });

  it('show how many organisations an obligation alike for several stands for, and no count for one', () => {
    shown('en');
    expect(screen.getByTitle('4 organisations').textContent).toBe('4');
    // A deadline reads after its kind, in the reader's language; a meeting by its topic alone.
    expect(screen.getByRole('link', { name: 'Work arrangement due: 年终总结' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '支部党员大会' }).parentElement!.querySelector('.todo-count')).toBeNull();
  });
});
