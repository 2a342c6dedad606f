import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports run one way: SPA features -> components -> store/api -> contract; on the server
// areas -> generic pieces (resources, lib) -> db, and only the contract is shared with the SPA.
const LAYER_ZONES = [
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: ' [contract] The contract is shared with the server and imports nothing else of the SPA.',
  },
  {
    target: ['./src/api', './src/store'],
    from: ['./src/components', './src/features', './src/layout', './src/app'],
    message: ' [api-store] api and store sit below the screens and import none of them.',
  },
  {
    target: './src/components',
    from: './src/features',
    message: ' [components] Shared components import no feature.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: ' [features] A feature imports no other feature; move what both need down to components.',
  })),
  {
    target: './server',
    from: './src',
    except: ['./contract'],
    message: ' [server-src] The server imports only the contract from the SPA.',
  },
  {
    target: ['./server/lib', './server/db'],
    from: './server/modules',
    message: ' [lib-db] server/lib and server/db sit below the modules; areas register into them instead.',
  },
  {
    target: './server/modules/resources',
    from: './server/modules',
    except: ['./resources'],
    message: ' [resources] The generic pieces import no area; the area registers its behaviour instead.',
  },
  // Saving, moving and sending a record share rules and history from the files below them, not each other.
  ...['write', 'workflow', 'distribution'].map((piece, _i, all) => ({
    target: `./server/modules/resources/${piece}.ts`,
    from: all.filter((other) => other !== piece).map((other) => `./server/modules/resources/${other}.ts`),
    message: ' [resources-writes] write, workflow and distribution import none of one another.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', '.tmp', 'coverage', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without it no-cycle reads no .tsx module and finds no cycle through a component.
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // Modules that import one another run before one of them is complete; the layers stay a tree.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests read decrypted envelopes of every shape.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
