// ESLint flat config: TypeScript rules, React hooks (with the React compiler's checks), Next's rules.
// Untyped on purpose: the typed rule sets would need a TypeScript program per run, and
// `npm run typecheck` checks types already. No stylistic rules: Prettier formats (`npm run lint`
// runs its check after ESLint), and none of the sets below has a formatting rule to fight it.
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import nextPlugin from "@next/eslint-plugin-next";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".next/",
      ".data/",
      "lib/generated/",
      "test-results/",
      "playwright-report/",
      "tests/artifacts/",
      "tests/.recordings/",
      "bench/results/",
      "public/",
      "next-env.d.ts",
      "dist/",
    ],
  },
  // A disable comment that no longer silences anything fails the lint instead of lingering.
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Prettier wraps code at 140; what it cannot wrap is a long string (prose of the OpenAPI
      // notes, dictionaries, error messages). Code and comments stay within 160.
      "max-len": ["error", { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
);
