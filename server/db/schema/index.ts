export * from './orgs';
export * from './members';
export * from './auth';
export * from './system';
export * from './content';
export * from './org-records';
export * from './member-records';
export * from './accessories';
