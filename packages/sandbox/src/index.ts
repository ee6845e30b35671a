/**
 * The sandbox's core, which runs anywhere (a browser too): one pure function from a request to
 * the answer the medication API would give, over plain JSON data, and what callers need around it.
 */
export * from './core';
export * from './types';
export * from './scenarios';
