import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** The server imports no screen module (every server room's rule carries it). */
const screenModules = { group: ['**/app/**', '**/engine/react/**', '**/widgets/**', '**/displays/**'], message: 'The server imports no screen module: shared rules live in src/domain.' };

export default tseslint.config(
  { ignores: ['dist/', '.build/', 'src/generated/', 'node_modules/', 'data/', 'bench/results/', 'bench/dist/', 'bench/.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // the rooms (DESIGN.md, DECISIONS 281): the engine knows no module, the rules both sides run
  // (src/domain) know neither side, the server imports no screen, the record lifecycle no module
  {
    files: ['src/engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/domain/**', '**/app/**', '**/server/**'], message: 'The engine knows no module: it imports only the engine.' }] }] },
  },
  {
    files: ['src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/server/**', '**/engine/react/**', 'react', 'react-dom'], message: 'src/domain holds rules the browser and the server both run: it imports neither side.' }] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [screenModules] }] },
  },
  {
    files: ['src/server/records/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/composition/**', '**/modules/**'], message: 'The record lifecycle serves every module and imports none.' }, screenModules] }] },
  },
  {
    files: ['src/server/auth/**', 'src/server/http/**', 'src/server/storage/**', 'src/server/mail/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'The shared rooms serve every module and import none (the composition root wires them).' }, screenModules] }] },
  },
);
