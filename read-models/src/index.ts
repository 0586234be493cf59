export * from './indexes';
export * from './read-model.sql';
export * from './documents';
export * from './document-sources';
export * from './outbox';
export * from './dependencies';
export * from './job-plan';
export * from './package-limits';
