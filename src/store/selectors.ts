import { createSelector } from '@reduxjs/toolkit';
import { GROUP_NAME, MEMBER_ROLE_VALUE } from '@/contract';
import type { RootState } from './index';

/** The sidebar's name and icon come from the sysConfig dictionary; the group's name is the default. */
export const selectSystemBrand = createSelector(
  (state: RootState) => state.dictionary.dicts.sysConfig,
  (items = []) => {
    const find = (value: string) => items.find((item) => item.value === value)?.label;
    return { name: find('systemName') || GROUP_NAME, icon: find('systemIcon') || '/logo.svg' };
  },
);

/** Ordinary members (role value '1', the active role first) work without the sidebar. */
export const selectIsMemberView = (state: RootState): boolean => state.session.roles[0] === MEMBER_ROLE_VALUE;
