const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = async () => {
  const unit = await createJestConfig({
    displayName: 'unit',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  })();
  const api = await createJestConfig({
    displayName: 'api',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
    globalSetup: '<rootDir>/tests/api/global-setup.ts',
  })();
  const fuzz = await createJestConfig({
    displayName: 'fuzz',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/fuzz/**/*.test.ts'],
    globalSetup: '<rootDir>/tests/api/global-setup.ts',
  })();
  // Packages the server requires that ship ESM only (Node runs them; Jest needs SWC to compile them):
  // light-my-request's cookie@2, @fastify/static's content-disposition@3 (under /api/docs), the job queue
  // pg-boss with its serialize-error, non-error and rrule-temporal, and the uploads' @tus/* (with srvx) and
  // file-type (with its tokenizers).
  const esmOnly = [
    'cookie',
    'content-disposition',
    'pg-boss',
    'serialize-error',
    'non-error',
    'rrule-temporal',
    '@tus',
    'srvx',
    'file-type',
    'strtok3',
    'token-types',
    '@tokenizer',
    '@borewit',
    'uint8array-extras',
  ];
  api.transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
  fuzz.transformIgnorePatterns = api.transformIgnorePatterns;
  // file-type exports its Node entry under the "import" condition only, which Jest's require does not ask for.
  const fileType = { '^file-type$': '<rootDir>/node_modules/file-type/index.js' };
  api.moduleNameMapper = { ...api.moduleNameMapper, ...fileType };
  fuzz.moduleNameMapper = { ...fuzz.moduleNameMapper, ...fileType };
  // jest-circus reads the timeout only at the top level; API tests start a database and may wait on a busy machine.
  return { projects: [unit, api, fuzz], maxWorkers: 2, testTimeout: 30000 };
};
