import { concurrencySuite } from './support/concurrency-suite';

concurrencySuite('pglite');
