// Consumers read the workers' configuration when their decorators run, at import; outside development that
// configuration requires PUBLIC_ORIGIN, which unit specs (NODE_ENV=test) have no reason to set themselves.
process.env.PUBLIC_ORIGIN ??= 'http://localhost:3000';
