/** The checker's Node side: building its data from the sources, and its command line. */
export type * from './data';
export { checkerData, r4ValueSetCodes, typeClosure } from './data';
export type * from './cli';
export { runCheckerCli } from './cli';
