// Two environments: jsdom for client components, node for lib, db and route handlers.
// Real PostgreSQL runs of the node tests are added when TEST_DATABASE_URL is set (see tests/helpers/db.ts).
import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages pulled in by isomorphic-dompurify's jsdom and friends must be transformed in the node project.
const esmPackages = [
  'parse5',
  'entities',
  '@exodus/bytes',
  '@asamuzakjp',
  '@csstools',
  'jsdom',
  'whatwg-url',
  'tr46',
  'webidl-conversions',
  'html-encoding-sniffer',
];
const transformIgnore = `/node_modules/(?!(${esmPackages.join('|')})/)(?!.*/node_modules/(${esmPackages.join('|')})/)`;

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^server-only$': '<rootDir>/tests/helpers/empty.cjs' },
};

async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  resolved.transformIgnorePatterns = [
    transformIgnore,
    ...resolved.transformIgnorePatterns.filter((p) => !p.includes('node_modules')),
  ];
  return resolved;
}

const nodeProject = (name, extra = {}) =>
  project({
    displayName: name,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/api/**/*.test.ts'],
    setupFiles: ['<rootDir>/tests/helpers/setup-node.ts'],
    ...extra,
  });

export default async function config() {
  const projects = [
    await project({
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup-dom.ts'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^isomorphic-dompurify$': '<rootDir>/node_modules/isomorphic-dompurify/dist/browser.js',
      },
    }),
    await nodeProject('node'),
  ];
  if (process.env.TEST_DATABASE_URL) {
    // The same database tests again, on the real server.
    projects.push(
      await nodeProject('postgres', {
        testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
        setupFiles: [
          '<rootDir>/tests/helpers/setup-node.ts',
          '<rootDir>/tests/helpers/setup-postgres.ts',
        ],
      }),
    );
  }
  // After a PGlite-only run, the last lines say how to run the race tests it skipped (tests/helpers/db.ts raceTest).
  return {
    projects,
    // The database tests spend much of their time waiting on PostgreSQL, PGlite and timers: one worker per core left
    // two cores a third idle, and 1.5 per core ran the whole suite in 183 s instead of 412-469 s.
    maxWorkers: Math.max(2, Math.round(availableParallelism() * 1.5)),
    testTimeout: 30000,
    // One migrated PGlite database dumped for every test file to start from (tests/helpers/pglite-template.mjs).
    globalSetup: '<rootDir>/tests/helpers/pglite-template.mjs',
    globalTeardown: '<rootDir>/tests/helpers/global-teardown.mjs',
  };
}
