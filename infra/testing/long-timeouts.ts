// Integration and browser tests boot real services; their hooks need more than Jest's default 5 s.
jest.setTimeout(Number(process.env.TEST_TIMEOUT_MS ?? 180_000));
