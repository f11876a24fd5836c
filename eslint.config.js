import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['node_modules/', 'out/', 'test/__output__/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {console: 'readonly', process: 'readonly'}},
    rules: {'@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}]},
  },
  {
    // Code that draws frames: the same frame must always draw the same pixels.
    files: ['src/visual/**', 'src/timeline/**', 'src/Root.tsx', 'src/video-components.tsx', 'compositions/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Use remotion random(seed): frames must be deterministic.'},
        {selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Frames must not depend on wall-clock time.'},
        {selector: "ImportDeclaration[source.value=/^node:/]", message: 'Browser code never imports Node code.'},
      ],
    },
  },
);
