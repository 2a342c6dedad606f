import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  ContactsOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  HomeOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The menu's icon names mapped to the icons themselves: a fixed list keeps the whole icon set out of the bundle. */
const MENU_ICONS: Record<string, ComponentType> = {
  ApartmentOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  ContactsOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  HomeOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserSwitchOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

export const knownMenuIcon = (name: string): boolean => name in MENU_ICONS;
