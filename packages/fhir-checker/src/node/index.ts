/** The checker's Node side: building its data from the sources, and its command line. */
export * from './data';
export * from './cli';
