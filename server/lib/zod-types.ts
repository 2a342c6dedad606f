/** The row id and version schemas live in the contract, where the calls that take them are declared. */
export { INT4_MAX, rowId, rowVersion } from '../../src/contract/calls/ids';
