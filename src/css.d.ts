/** Style sheets are bundled by webpack (extracted in production); importing one has no value. */
declare module '*.css';
