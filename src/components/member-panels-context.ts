import { createContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { Labels } from '@/contract/resource';

/**
 * What an area offers a member on their own home (role value '1', no sidebar): their fee record, their
 * studies, make-up studies, exams, votes. Each area adds one panel to src/app/member-panels.ts; the
 * home shows them in order, each loaded on demand. Kept apart from the panels' rendering, so that the
 * providers every page loads (the sign-in page too) carry no antd.
 */
export interface MemberPanel {
  key: string;
  title: Labels;
  order: number;
  Component: LazyExoticComponent<ComponentType>;
}

export const MemberPanelsContext = createContext<MemberPanel[]>([]);
