import { QueryFailedError } from 'typeorm';
import { describeDatabaseOutage } from './database-outage';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const queryFailed = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('describeDatabaseOutage', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['each address of localhost refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a connection the server terminated (57P01)', queryFailed(withCode('57P01', 'terminating connection due to administrator command'))],
    ['a server still starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', queryFailed(withCode('08006'))],
    ['a refused connection attempt (08001)', withCode('08001')],
    ['too many connections (53300)', withCode('53300', 'sorry, too many clients already')],
    ['a database closed for connections', withCode('55000', 'database "praxisnah" is not currently accepting connections')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
  ])('answers 503 to try again shortly for %s', (_what, error) => {
    expect(describeDatabaseOutage(error)).toEqual({
      status: 503,
      message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
    });
  });

  it.each([
    ['a unique violation', queryFailed(withCode('23505', 'duplicate key value violates unique constraint'))],
    ['another object state error', withCode('55000', 'object not in prerequisite state')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'boom'],
  ])('leaves %s to the 500 path', (_what, error) => {
    expect(describeDatabaseOutage(error)).toBeNull();
  });
});
