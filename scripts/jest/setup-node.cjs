/**
 * Setup of the node part of a frontend package (plain `.test.ts` files). A file that opted into
 * jsdom with a `@jest-environment jsdom` docblock gets the same setup as the `.test.tsx` files.
 */
if (typeof document !== 'undefined') require('./setup-dom.ts');
