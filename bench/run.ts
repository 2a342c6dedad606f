import { runBundleSizeBench } from './bundle-size';

/** `npm run bench`: every benchmark of the project, never part of `npm test`. */
runBundleSizeBench();
