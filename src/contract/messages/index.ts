export * from './message';
export { WORDINGS } from './table';
