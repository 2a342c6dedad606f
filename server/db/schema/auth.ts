import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { rowStamps } from './common';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  value: varchar('value', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  description: text('description'),
  sort: integer('sort').notNull().default(0),
  /** Data scope: '1' own organisation, '2' its subtree, '3' the whole group, '4' the listed organisations' subtrees. */
  dataScope: varchar('data_scope', { length: 50 }).notNull().default('2'),
  scopeOrgIds: integer('scope_org_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Roles are the group's configuration: kept by the root organisation. */
  orgId: integer('org_id'),
  ...rowStamps,
});

/** Menu entries: the privileges that open screens. */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  path: varchar('path', { length: 100 }).notNull(),
  label: varchar('label', { length: 50 }).notNull(),
  /** The label in English and Spanish; the Chinese one stands in where they are empty. */
  labelEn: varchar('label_en', { length: 80 }),
  labelEs: varchar('label_es', { length: 80 }),
  icon: varchar('icon', { length: 50 }),
  hidden: boolean('hidden').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  ...rowStamps,
});

export const roleMenus = pgTable(
  'role_menus',
  { roleId: integer('role_id').notNull(), menuId: integer('menu_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Action privileges of a role, such as 'member:write' or 'account:manage'. */
export const rolePrivileges = pgTable(
  'role_privileges',
  { roleId: integer('role_id').notNull(), privilege: varchar('privilege', { length: 64 }).notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.privilege] })],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    orgId: integer('org_id').notNull(),
    memberId: integer('member_id'),
    avatar: varchar('avatar', { length: 200 }),
    introduction: varchar('introduction', { length: 200 }),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...rowStamps,
  },
  (t) => [uniqueIndex('accounts_account_uq').on(t.account)],
);

export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: integer('account_id').notNull(),
    roleId: integer('role_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] })],
);

/** Organisations an account may manage beyond its own subtree. */
export const accountOrgs = pgTable(
  'account_orgs',
  { accountId: integer('account_id').notNull(), orgId: integer('org_id').notNull() },
  (t) => [primaryKey({ columns: [t.accountId, t.orgId] })],
);

/** Sign-in sessions: only a hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    accountId: integer('account_id').notNull(),
    roleId: integer('role_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
);

export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-ins per account name (known or not, so that a lock reveals nothing). */
export const loginFailures = pgTable('login_failures', {
  accountKey: varchar('account_key', { length: 100 }).primaryKey(),
  count: integer('count').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
