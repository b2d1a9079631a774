/** The tests read the built routes with the same code as `npm run routes:update`. */
export * from '../../scripts/lib/builtRoutes';
