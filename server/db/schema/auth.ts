import {
  bigint,
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
import { accountEntity } from '../../../src/contract/resource/account';
import { privilegeEntity } from '../../../src/contract/resource/privilege';
import { roleEntity } from '../../../src/contract/resource/role';
import { derivedTable } from './derived';

export const roles = derivedTable(roleEntity);

/** Menu entries (entity `privilege`): the privileges that open screens. */
export const menus = derivedTable(privilegeEntity);

/**
 * A counter per table that moves with every committed change to it (a trigger, migration 0035): read
 * beside a row, it tells whether what this process worked out from that table still stands. The menu
 * tree has one: each call's session read names the entries the role holds by id and the tree's stamp,
 * and the entries' paths are worked out from the tree once per stamp.
 */
export const tableStamps = pgTable('table_stamps', {
  name: varchar('name', { length: 64 }).primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
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

/** A sign-in account; what only the server reads (its password hash) stays off the wire (its behaviour). */
export const accounts = derivedTable(accountEntity, {
  columns: {
    // The generic calls name it displayName (account.ts).
    name: varchar('name', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: varchar('avatar', { length: 200 }),
    introduction: varchar('introduction', { length: 200 }),
    // The TOTP secret once enrolled and the one offered while enrolling, each SM4-encrypted
    // (server/modules/auth/second-factor.ts), and the last time step accepted: a code of that step or an
    // earlier one is a replay.
    totpSecret: varchar('totp_secret', { length: 200 }),
    totpPendingSecret: varchar('totp_pending_secret', { length: 200 }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step').notNull().default(0),
  },
});

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

/** Single-use recovery codes of an account's second factor, kept as SHA-256 hashes only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_account_idx').on(t.accountId)],
);

/** Earlier password hashes of an account: the last ones may not come back. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_account_idx').on(t.accountId)],
);

/**
 * A sign-in half done: the password was right, a second factor or a new password is still owed. Only a
 * hash of its token is kept; it ends after five minutes or once it has given a session.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    accountId: integer('account_id').notNull(),
    roleId: integer('role_id').notNull(),
    factorDone: boolean('factor_done').notNull().default(false),
    /** The secret offered to an account enrolling at sign-in (encrypted), until a code proves it was taken. */
    pendingSecret: varchar('pending_secret', { length: 200 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [uniqueIndex('sign_in_challenges_token_uq').on(t.tokenHash)],
);
