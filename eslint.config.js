import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {ignores: ['node_modules/', 'out/', 'test/__output__/', '.cache/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {console: 'readonly', process: 'readonly'}},
    rules: {'@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}]},
  },
  {
    // React's rules of hooks: hooks called in the same order on every render, effects and memos with their dependencies.
    files: ['src/**/*.tsx', 'src/**/*.ts', 'compositions/**/*.tsx', 'compositions/**/*.ts'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    // A drawing reads the script through its scene's kit (kitFor: beats, texts, values, entrance,
    // after-entrance, scene end, focus, parts), never through the timeline's modules.
    files: ['compositions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/timeline/*', '**/src/timeline'],
              message:
                "A drawing reads the script through its scene kit (kitFor in the video's kit.ts), not src/timeline.",
            },
          ],
        },
      ],
    },
  },
  {
    // The timeline's types have one home (src/timeline/timeline-types.ts); resolve-timeline.ts exports the resolver.
    files: ['src/**', 'test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/resolve-timeline'],
              importNames: [
                'Interval',
                'ResolvedBeat',
                'ResolvedEntrance',
                'ResolvedScene',
                'ResolvedText',
                'Timeline',
              ],
              message: "The timeline's types live in src/timeline/timeline-types.ts: import them from there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Code that draws frames: the same frame must always draw the same pixels.
    files: ['src/visual/**', 'src/timeline/**', 'src/Root.tsx', 'src/video-components.tsx', 'compositions/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Use remotion random(seed): frames must be deterministic.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Frames must not depend on wall-clock time.',
        },
        {selector: 'ImportDeclaration[source.value=/^node:/]', message: 'Browser code never imports Node code.'},
      ],
    },
  },
);
