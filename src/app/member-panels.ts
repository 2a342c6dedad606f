import { lazy } from 'react';
import type { MemberPanel } from '@/components/member-panels-context';

const education = () => import('@/features/education/member-home');

/** The panels of a member's own home, one per area that offers one: `{ key, title, order, Component: lazy(() => import(...)) }`. */
export const MEMBER_PANELS: MemberPanel[] = [
  {
    key: 'votes',
    title: { zh: '在线投票', en: 'Online votes', es: 'Votaciones en línea' },
    order: 40,
    Component: lazy(() => import('@/features/affairs/vote-panel')),
  },
  {
    key: 'makeUp',
    title: {
      zh: '补学：因值乘缺席的会议',
      en: 'Make-up study: meetings missed on shift',
      es: 'Recuperación: reuniones perdidas por turno',
    },
    order: 20,
    Component: lazy(() => import('@/features/meetings/make-up-panel')),
  },
  {
    key: 'fees',
    title: { zh: '我的党费', en: 'My party dues', es: 'Mis cuotas' },
    order: 10,
    Component: lazy(() => import('@/features/fees/member-fee-panel')),
  },
  {
    key: 'study',
    title: { zh: '我的学习', en: 'My studies', es: 'Mis estudios' },
    order: 20,
    Component: lazy(() => education().then((m) => ({ default: m.StudyPanel }))),
  },
  {
    key: 'exam',
    title: { zh: '我的考试', en: 'My exams', es: 'Mis exámenes' },
    order: 30,
    Component: lazy(() => education().then((m) => ({ default: m.ExamPanel }))),
  },
  {
    key: 'announcements',
    title: { zh: '通知公告', en: 'Announcements', es: 'Avisos' },
    order: 10,
    Component: lazy(() => import('@/features/publicity/announcement-panel')),
  },
];
