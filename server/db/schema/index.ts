export * from './orgs';
export * from './members';
export * from './auth';
export * from './system';
export * from './content';
