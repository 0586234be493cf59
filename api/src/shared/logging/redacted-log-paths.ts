/**
 * What never reaches a log line: passwords, tokens and session headers, and what a failed SQL statement carries
 * about people (TypeORM's QueryFailedError logs its parameters: e-mail addresses, names, street addresses; a
 * PostgreSQL error's detail repeats the conflicting value). The SQL text itself stays, for diagnosis.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  '*.password',
  '*.token',
  '*.currentPassword',
  '*.newPassword',
  'err.parameters',
  'err.detail',
  'err.driverError.parameters',
  'err.driverError.detail',
  '*.err.parameters',
  '*.err.detail',
  '*.err.driverError.parameters',
  '*.err.driverError.detail',
];
