// @ts-check
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import tseslint from 'typescript-eslint'

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Import cycles between folders (API modules, domain areas) are refused, and kept refused
 * (decision 027 removed orders ⇄ payments and catalogue ⇄ wishlist). A file-level cycle rule such as
 * import-x's no-cycle would not have caught either: both ran through `import type` and through
 * different files. So the folder graph is read here, from every relative `from '../<folder>/'`
 * (type imports included, tests and test kits aside), and each folder may not import any folder
 * that already reaches it. A new back edge is then reported on both sides of the cycle.
 *
 * With `throughIndex`, a folder is also reached only through its `index.ts`, its public surface
 * (docs/decisions/035): `../orders/index.js`, never `../orders/orders.repository.js`. Both checks
 * share one rule entry per folder, because a later `no-restricted-imports` replaces an earlier one.
 */
function folderCycleRules(root, basePatterns = [], { throughIndex = false } = {}) {
  const rootUrl = new URL(`./${root}/`, import.meta.url)
  const folders = readdirSync(rootUrl, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const imports = new Map(folders.map((folder) => [folder, new Set()]))
  for (const folder of folders) {
    const files = readdirSync(new URL(folder, rootUrl), { recursive: true, encoding: 'utf8' })
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|test-kit|fixtures/.test(file)) continue
      const source = readFileSync(new URL(path.posix.join(folder, file), rootUrl), 'utf8')
      for (const [, target] of source.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
        if (target !== folder && imports.has(target)) imports.get(folder).add(target)
      }
    }
  }
  const reaches = (from, to) => {
    const seen = new Set()
    const queue = [...imports.get(from)]
    while (queue.length > 0) {
      const next = queue.pop()
      if (next === to) return true
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(...imports.get(next))
    }
    return false
  }
  return folders.flatMap((folder) => {
    const users = folders.filter((other) => other !== folder && reaches(other, folder))
    const others = folders.filter((other) => other !== folder)
    const patterns = [
      ...(users.length === 0
        ? []
        : [
            {
              regex: `^\\.\\./(${users.join('|')})/`,
              message: `${folder} is imported by ${users.join(', ')}: importing it back makes an import cycle. Hand it in from the composition root (app.ts) or move the shared part to packages/domain.`,
            },
          ]),
      ...(throughIndex
        ? [
            {
              // Any depth of ../ (a file in a subfolder reaches out with ../../), any file of
              // another module but its index.
              regex: `^(\\.\\./)+(${others.join('|')})/(?!index\\.js$)`,
              message: `Import another module through its index.ts (its public surface), as '../<module>/index.js'; export what you need from there (docs/decisions/035).`,
            },
          ]
        : []),
    ]
    if (patterns.length === 0) return []
    return [
      {
        files: [`${root}/${folder}/**/*.{ts,tsx}`],
        ignores: ['**/*.test.{ts,tsx}', '**/*test-kit.ts', '**/*fixtures.ts'],
        rules: {
          'no-restricted-imports': ['error', { patterns: [...basePatterns, ...patterns] }],
        },
      },
    ]
  })
}

/** The domain package is pure (docs/engineering.md §E3): no I/O, no framework, no database. */
const domainPurityPatterns = [
  {
    group: ['node:*', 'react', 'react-dom', 'fastify', 'drizzle-orm*'],
    message: 'The domain package is pure.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.tmp/**',
      'data/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/reports/**',
      '**/*.mjs',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and route handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The contracts are the domain's kind of code: shapes and rules, no I/O (docs/decisions/042).
    files: ['packages/{domain,contracts}/**/*.ts'],
    rules: {
      // The domain package is pure (docs/engineering.md §E3): no I/O, no clock, no randomness.
      'no-restricted-globals': [
        'error',
        'fetch',
        'localStorage',
        'sessionStorage',
        'window',
        'document',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Pass an rng in.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass now in.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass now in.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: domainPurityPatterns }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Shared code (components/, lib/, config/) must not reach into any feature.
    files: ['apps/web/src/{components,lib,config,test}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)features/', message: 'Shared code must not import a feature.' },
          ],
        },
      ],
    },
  },
  // Features do not import each other; app/ composes them (docs/engineering.md §E3, as bulletproof-react does).
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${webFeatures.filter((f) => f !== feature).join('|')})(/|$)`,
              message: `Feature "${feature}" must not import another feature; compose them in app/.`,
            },
          ],
        },
      ],
    },
  })),
  ...folderCycleRules('apps/api/src/modules', [], { throughIndex: true }),
  {
    // The API's code outside modules/ (plugins, the database and its seed, the composition root)
    // reaches a module through its index too (docs/decisions/035). Tests and test kits may open a
    // module's files: they build fixtures the public surface does not offer.
    files: ['apps/api/src/*.ts', 'apps/api/src/{config,db,plugins}/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-kit.ts', '**/*fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+modules/[a-z-]+/(?!index\\.js$)',
              message: `Import a module through its index.ts (its public surface), as '../modules/<module>/index.js' (docs/decisions/035).`,
            },
          ],
        },
      ],
    },
  },
  // After the purity block: a folder's rule repeats the purity patterns, as it replaces them.
  ...folderCycleRules('packages/domain/src', domainPurityPatterns),
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
)
