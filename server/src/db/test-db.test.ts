import { ALL_TEST_DB_KINDS, testDbKinds } from './test-db';

describe('the databases of a test run (TEST_DB)', () => {
  it('is PostgreSQL alone by default, both with all, one when named', () => {
    expect(testDbKinds(undefined)).toEqual(['postgres']);
    expect(testDbKinds('')).toEqual(['postgres']);
    expect(testDbKinds('all')).toEqual(ALL_TEST_DB_KINDS);
    expect(testDbKinds('pglite')).toEqual(['pglite']);
    expect(testDbKinds('postgres')).toEqual(['postgres']);
  });

  it('refuses a name it does not know instead of running on neither', () => {
    expect(() => testDbKinds('mysql')).toThrow('TEST_DB=mysql');
  });
});
