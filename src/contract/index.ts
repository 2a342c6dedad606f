export * from './cipher';
export * from './envelope';
export * from './constants';
export * from './validators';
export * from './password-policy';
export * from './route-catalogue';
export * from './privileges';
export * from './calendar-kinds';
